// Admission by bytes: work that holds a file in memory reserves its size first, and is turned away
// when the reservations would pass the budget. The compute pool's queue bounds how many tasks wait;
// this bounds how much memory their inputs take (8 parallel 200 MB inspections once reached 5.9 GB).

export class ByteBudget {
  private reserved = 0;

  constructor(readonly maxBytes: number) {}

  /** Bytes reserved right now. */
  get inUse(): number {
    return this.reserved;
  }

  /**
   * Reserves `bytes`; answers the function that gives them back (idempotent), or undefined when
   * they do not fit. One request larger than the whole budget never fits.
   */
  tryReserve(bytes: number): (() => void) | undefined {
    if (this.reserved + bytes > this.maxBytes) return undefined;
    this.reserved += bytes;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.reserved -= bytes;
    };
  }
}
