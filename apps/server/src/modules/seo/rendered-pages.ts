import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Language } from '@pinacoteca/contracts/constants';
import { compress, type Encoding } from '../../lib/response-cache.ts';
import type { CatalogService } from '../catalog/service.ts';
import { jsonForScript } from './head.ts';
import type { PageRoute, SeoPages } from './pages.ts';

/** What the web build's server entry (`apps/web/src/entry-server.tsx`) answers for a page. */
interface RenderedPage {
  html: string;
  state: unknown;
}
/** What a drawing depends on besides the address: the visitor's language, and whether the cookie notice is still due. */
export interface PageView {
  language: Language;
  cookieBar: boolean;
}
type RenderPage = (url: string, view: PageView) => Promise<RenderedPage | null>;
type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** The element the app hydrates and the one holding its state; both are the web build's. */
const ROOT_ELEMENT = '<div id="root"></div>';
const STATE_ELEMENT = '<script id="page-state" type="application/json"';

/** Rendered pages kept: every public page in both languages, and the most asked-for gallery filters. */
const MAX_ENTRIES = 400;

/**
 * Drawings waiting or under way beyond which a page never drawn before is left to the browser:
 * addresses are free to make up (gallery filters, any query), and each new one costs a drawing,
 * so a burst of them must not queue up behind one another.
 */
const MAX_PENDING_DRAWINGS = 8;

/** Brotli and gzip efforts of a drawn page: quick for its first visitor, the smallest for the rest. */
const QUICK_BROTLI_QUALITY = 5;
const SMALLEST_BROTLI_QUALITY = 11;
const SMALLEST_GZIP_LEVEL = 9;

/**
 * The app's API calls, answered by this server's own routes in-process while a page is drawn:
 * no socket, and the catalogue's cached answers (ResponseCache) serve them.
 */
function injectTransport(app: FastifyInstance): Transport {
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...(init.headers as Record<string, string>), 'accept-encoding': 'identity' },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** The web build's renderer of public pages, or null when the build has none (an older build, tests). */
export async function loadRenderer(webDist: string, app: FastifyInstance): Promise<RenderPage | null> {
  const entry = path.join(webDist, 'server', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: (transport: Transport) => Promise<RenderPage>;
  };
  return module.createPageRenderer(injectTransport(app));
}

/**
 * A drawn page's document and its compressed forms, each made once on first demand: a page hit
 * then sends stored bytes (these answers come from the not-found handler, which the compression
 * plugin does not see). The first visitor gets a quick compression; the smallest one (brotli 11,
 * gzip 9, ~150 ms of a thread-pool thread for a 150 KB page, not of the main thread) replaces it
 * once made. A page is drawn once per catalogue version and sent many times, and on a phone's
 * link its first bytes decide when anything is painted: under about 14 KB it arrives in the
 * first round trip of a new connection (docs/decisions/0058).
 */
export class PageDocument {
  private encoded: Partial<Record<Encoding, Promise<Buffer>>> = {};

  constructor(readonly html: string) {}

  bytes(encoding: Encoding): Promise<Buffer> {
    const made = this.encoded[encoding];
    if (made) return made;
    const quick = compress(this.html, encoding, QUICK_BROTLI_QUALITY);
    this.encoded[encoding] = quick;
    void quick
      .then(() => compress(this.html, encoding, SMALLEST_BROTLI_QUALITY, SMALLEST_GZIP_LEVEL))
      .then(
        (smallest) => {
          this.encoded[encoding] = Promise.resolve(smallest);
        },
        () => undefined,
      );
    return quick;
  }
}

interface Entry {
  /** The catalogue version the drawing in progress (or done) is of; -1 after a failed drawing. */
  generation: number;
  drawing: Promise<string | null>;
  /** The last finished drawing and the version it shows; `stale` is it marked for after a change. */
  last: { page: PageDocument; stale?: PageDocument; generation: number } | null;
  /** When the drawing in progress (or done) was started. */
  startedAt: number;
}

/**
 * Public pages drawn by the server (docs/decisions/0050): the app's HTML for the page, its
 * state for hydration, inside the page's document with its head tags. A page is drawn once per
 * address, language and catalogue version. After a change (a purchase changes what is left) the
 * last drawing is still served at once, marked stale so the browser refreshes its data after
 * hydrating, while one new drawing is made: a page never waits on a redraw, and the database is
 * not read for a page hit.
 */
export class RenderedPages {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private pending = 0;

  constructor(
    private readonly deps: {
      render: RenderPage;
      seo: SeoPages;
      catalog: CatalogService;
      log: FastifyBaseLogger;
      /**
       * A page is redrawn at most this often (PAGE_REDRAW_SECONDS): under a stream of purchases the
       * catalogue changes many times a second, and each drawing takes the server's main thread
       * (several renders of the page). Meanwhile the last drawing is served marked stale, and the
       * browser refreshes its figures after hydrating.
       */
      redrawIntervalMs: number;
    },
  ) {
    deps.catalog.onChange((change) => {
      this.generation += 1;
      // A drawing from before may show other things, not only other figures: draw anew.
      if (change === 'structure') this.entries.clear();
    });
  }

  /**
   * The page's whole document; null when it is not drawn here (an unknown painting, whose
   * made-up ids must not cost a drawing each, or a drawing that failed): the browser draws it.
   */
  async document(url: string, route: PageRoute, view: PageView): Promise<PageDocument | null> {
    if (route.page === 'painting' && !(await this.deps.catalog.paintingExists(route.id))) return null;
    // Pages show the date (the road map's progress, the footer's year): drawn anew each day.
    const key = `${new Date().toISOString().slice(0, 10)}|${view.language}|${view.cookieBar ? 'notice' : '-'}|${url}`;
    let entry = this.entries.get(key);
    if (!entry && this.pending >= MAX_PENDING_DRAWINGS) return null;
    const outdated = (e: Entry) =>
      e.last !== null && e.generation !== this.generation && Date.now() - e.startedAt >= this.deps.redrawIntervalMs;
    if (!entry || outdated(entry)) entry = this.redraw(key, entry, url, route, view);
    // The first drawing of a page is waited for; its `.then` (in redraw) has set `last` by then.
    if (!entry.last && (await entry.drawing) === null) return null;
    const { last } = entry;
    if (!last) return null;
    if (last.generation === this.generation) return last.page;
    last.stale ??= new PageDocument(last.page.html.replace(STATE_ELEMENT, `${STATE_ELEMENT} data-stale`));
    return last.stale;
  }

  private redraw(key: string, previous: Entry | undefined, url: string, route: PageRoute, view: PageView): Entry {
    this.pending += 1;
    const entry: Entry = {
      generation: this.generation,
      drawing: this.draw(url, route, view).finally(() => {
        this.pending -= 1;
      }),
      last: previous?.last ?? null,
      startedAt: Date.now(),
    };
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    void entry.drawing.then((html) => {
      if (html !== null) entry.last = { page: new PageDocument(html), generation: entry.generation };
      else if (entry.last)
        entry.generation = -1; // the next visitor tries again, meanwhile the last one serves
      else if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry;
  }

  /** Never rejects: a page that cannot be drawn is null. */
  private async draw(url: string, route: PageRoute, view: PageView): Promise<string | null> {
    const [shell, page] = await Promise.all([
      this.deps.seo.html(route, view.language).catch(() => null),
      this.render(url, view),
    ]);
    if (shell === null || page === null || !shell.includes(ROOT_ELEMENT)) return null;
    // Preloads React puts first (the first pictures) belong in the head, where the browser finds them soonest.
    const preloads = /^(?:<link\b[^>]*>)+/.exec(page.html)?.[0] ?? '';
    const body = page.html.slice(preloads.length);
    return shell
      .replace('</head>', `${preloads}</head>`)
      .replace(ROOT_ELEMENT, `<div id="root">${body}</div>${STATE_ELEMENT}>${jsonForScript(page.state)}</script>`);
  }

  private async render(url: string, view: PageView): Promise<RenderedPage | null> {
    try {
      return await this.deps.render(url, view);
    } catch (error) {
      this.deps.log.error({ err: error, url }, 'a public page could not be drawn on the server');
      return null;
    }
  }
}
