import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the tab title to "<title> · Asperity" (just the product name without a title). */
export function useDocumentTitle(title: string | undefined): void {
  const intl = useIntl();
  const product = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
  }, [title, product]);
}
