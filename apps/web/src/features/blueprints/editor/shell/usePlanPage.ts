import { useEffect, useState } from 'react';
import { renderPdfPage, type RenderedPage } from '../canvas/pdfPage';

export type PlanPageState = { status: 'idle' | 'loading' } | { status: 'ready'; page: RenderedPage } | { status: 'error' };

/** The plan's first page, rendered again when the link, the rotation or the grayscale change. */
export function usePlanPage(url: string | null, rotation: number, grayscale: boolean): PlanPageState {
  const [state, setState] = useState<PlanPageState>({ status: 'idle' });
  useEffect(() => {
    if (!url) return undefined;
    const abort = new AbortController();
    setState({ status: 'loading' });
    renderPdfPage(url, { rotation, grayscale, signal: abort.signal }).then(
      (page) => !abort.signal.aborted && setState({ status: 'ready', page }),
      () => !abort.signal.aborted && setState({ status: 'error' }),
    );
    return () => abort.abort();
  }, [url, rotation, grayscale]);
  return state;
}
