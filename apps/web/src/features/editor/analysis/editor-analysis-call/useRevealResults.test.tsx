import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevealResults } from './useRevealResults.ts';

function Results({ result }: { readonly result: object | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useRevealResults(ref, result);
  return <div ref={ref} data-testid="results" />;
}

afterEach(() => vi.restoreAllMocks());

describe('useRevealResults', () => {
  it('scrolls the results into view when a new result arrives, not before and not again for the same one', () => {
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    const { rerender } = render(<Results result={null} />);
    expect(scroll).not.toHaveBeenCalled();
    const first = { value: 1 };
    rerender(<Results result={first} />);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
    rerender(<Results result={first} />);
    expect(scroll).toHaveBeenCalledTimes(1);
    rerender(<Results result={{ value: 2 }} />);
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});
