import { Alert, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from './page-loading';

type PdfState = 'loading' | 'shown' | 'failed';

/**
 * pdf.js and its worker, fetched the first time a PDF is shown (about 1.4 MB that no other
 * screen needs). `isEvalSupported: false` below keeps it within the CSP's `script-src 'self'`.
 */
async function loadPdfLibrary() {
  const [library, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  library.GlobalWorkerOptions.workerSrc = worker.default;
  return library;
}

interface PdfPagesProps {
  blob: Blob;
  /** The document's name: the viewer's accessible name. */
  title: string;
  /** The most the pages take before they scroll inside the viewer. */
  height: string;
}

/**
 * A PDF's pages drawn with pdf.js, one canvas each, the width of the column: the same on
 * every browser, where a frame shows nothing on Android's Chrome (issue 30). The pages are
 * drawn for the screen's pixel density, so the text stays sharp on a phone.
 */
export function PdfPages({ blob, title, height }: PdfPagesProps) {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  const pagesBox = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PdfState>('loading');
  const [pageCount, setPageCount] = useState(0);

  useEffect(() => {
    const box = pagesBox.current;
    if (!box) return;
    let stopped = false;
    let destroy: (() => Promise<void>) | undefined;
    setState('loading');
    const draw = async () => {
      const { getDocument } = await loadPdfLibrary();
      const task = getDocument({
        data: new Uint8Array(await blob.arrayBuffer()),
        isEvalSupported: false,
      });
      destroy = () => task.destroy();
      const pdf = await task.promise;
      for (let number = 1; number <= pdf.numPages && !stopped; number += 1) {
        const page = await pdf.getPage(number);
        const scale = (box.clientWidth || 600) / page.getViewport({ scale: 1 }).width;
        const viewport = page.getViewport({ scale: scale * window.devicePixelRatio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.cssText = `display:block;width:100%;margin-bottom:${token.marginXS}px;background:#fff`;
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('viewer.page', { number, count: pdf.numPages }));
        box.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!stopped) {
        setPageCount(pdf.numPages);
        setState('shown');
      }
    };
    draw().catch(() => {
      if (!stopped) setState('failed');
    });
    return () => {
      stopped = true;
      void destroy?.();
      box.replaceChildren();
    };
  }, [blob, t, token.marginXS]);

  return (
    <div
      role="document"
      aria-label={title}
      aria-busy={state === 'loading'}
      data-testid="pdf-pages"
      data-state={state}
      data-pages={pageCount}
      style={{ maxHeight: height, overflowY: 'auto', padding: token.paddingXS }}
    >
      {state === 'loading' && <PageLoading />}
      {state === 'failed' && <Alert type="warning" showIcon title={t('viewer.failed')} />}
      <div ref={pagesBox} />
    </div>
  );
}
