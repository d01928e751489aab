/**
 * Development only: the page editor's own application, which the dev server serves at /__edit
 * (server/editorShell.ts). It renders no page itself: its preview is the page as the dev
 * server renders it (LivePreview).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import EditorApp from './EditorApp';

createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <EditorApp />
  </StrictMode>,
);
