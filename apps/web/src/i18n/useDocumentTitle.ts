import { useEffect, useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';

function useTitleText(title: string | undefined): string {
  const intl = useIntl();
  const product = intl.formatMessage({ id: 'app.name' });
  return title ? `${title} · ${product}` : product;
}

/** Sets the tab title to "<title> · Asperity" (just the product name without a title). */
export function useDocumentTitle(title: string | undefined): void {
  const text = useTitleText(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}

/**
 * The route's default title. Set in a layout effect, which runs before every passive effect, so
 * a page below that calls useDocumentTitle (e.g. a help topic's own name) has the last word.
 */
export function useDefaultDocumentTitle(title: string | undefined): void {
  const text = useTitleText(title);
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
}
