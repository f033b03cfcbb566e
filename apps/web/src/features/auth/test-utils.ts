// Form helpers of the auth page tests.
import { fireEvent, screen } from '@testing-library/react';

export function fill(testId: string, value: string): void {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

export function checkConsent(): void {
  const box = screen.getByTestId('consent').querySelector('input');
  if (!box) throw new Error('no consent checkbox');
  fireEvent.click(box);
}

/** The helper text (error or hint) under a field, found through its input's aria-describedby. */
export function helperTextOf(testId: string): string {
  const input = screen.getByTestId(testId);
  const id = input.getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) ?? '';
}
