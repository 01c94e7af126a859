import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import './shared/i18n/i18n.ts';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
