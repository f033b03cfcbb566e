// Length units named in a column-title line ("x in µm,y in µm", "X_(microns),y1",
// "Lateral um,Raw Micrometer", "x [mm]\tz [nm]") or in a units line of their own ("µm µm").
import { metresPerLengthUnit } from '../../units/length-units.ts';

/** Metres per unit of each column title, undefined where a title names no length unit. */
export function columnUnits(titleLine: string | undefined, columns: number): (number | undefined)[] {
  const out: (number | undefined)[] = new Array<number | undefined>(columns).fill(undefined);
  if (titleLine === undefined || titleLine.length > 10000) return out;
  const line = titleLine.replace(/^[#%!]+/, '').trim();
  const titles = /[,;\t]/.test(line) ? line.split(/[,;\t]/) : line.split(/\s+/);
  for (let c = 0; c < Math.min(columns, titles.length); c++) {
    const words = (titles[c] ?? '').split(/[\s_()[\]/]+/).filter((w) => w !== '');
    for (let k = words.length - 1; k >= 0; k--) {
      // A single-letter title ("x", "A") is a name, not an ångström.
      if (words.length === 1 && (words[0] ?? '').length === 1 && words[0] !== 'm') break;
      const scale = metresPerLengthUnit(words[k] ?? '');
      if (scale !== undefined) {
        out[c] = scale;
        break;
      }
    }
  }
  return out;
}
