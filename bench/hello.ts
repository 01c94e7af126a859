// The baseline: a bare Fastify hello-world, run as its own process like the platform.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
console.log('hello ready');
