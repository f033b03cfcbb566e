// useFormatLength writes "number unit" ("1.5 µm²"); results tables show the number and the unit in
// separate columns.
export function splitFormattedQuantity(text: string): { value: string; unit: string } {
  const space = text.lastIndexOf(' ');
  return space < 0 ? { value: text, unit: '' } : { value: text.slice(0, space), unit: text.slice(space + 1) };
}
