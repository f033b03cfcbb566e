// Every instrument format, in detection order: formats with a strong signature first, loose text
// formats last. Adding a format is one file in ./formats and one line here.
import type { SurfaceFormat } from './format.ts';
import { ambiosAmbFormat } from './formats/ambios-amb.ts';
import { datxFormat } from './formats/datx.ts';
import { hdf5Format } from './formats/hdf5.ts';
import { jpkH5Format } from './formats/jpk-h5.ts';
import { keyenceVk4Format } from './formats/keyence-vk4.ts';
import { klaZetaZmgFormat } from './formats/kla-zeta-zmg.ts';
import { olympusLextFormat } from './formats/olympus-lext.ts';
import { knownUnsupportedFormat } from './formats/known-unsupported.ts';
import { netcdfFormat } from './formats/netcdf.ts';
import { rawFormat } from './formats/raw.ts';
import { nanoscopeFormat } from './formats/nanoscope.ts';
import { igorIbwFormat } from './formats/igor-ibw.ts';
import { gwyddionGwyFormat } from './formats/gwyddion-gwy.ts';
import { nanosurfNidFormat } from './formats/nanosurf-nid.ts';
import { ntMdtFormat } from './formats/nt-mdt.ts';
import { wykoOpdFormat } from './formats/wyko-opd.ts';
import { dektakOpdxFormat } from './formats/dektak-opdx.ts';
import { zygoMetroProFormat } from './formats/zygo-metropro.ts';
import { surFormat } from './formats/sur.ts';
import { bcrFormat } from './formats/bcr.ts';
import { al3dFormat } from './formats/al3d.ts';
import { pluFormat } from './formats/plu.ts';
import { pluxFormat } from './formats/plux.ts';
import { siosNmmFormat } from './formats/sios-nmm.ts';
import { mntFormat } from './formats/mnt.ts';
import { textMatrixFormat } from './formats/text-matrix.ts';
import { picoViewMiFormat } from './formats/picoview-mi.ts';
import { x3pFormat } from './formats/x3p.ts';
import { xyzTextFormat } from './formats/xyz-text.ts';
import { xyProfileFormat } from './formats/xy-profile.ts';
import { dektakCsvFormat } from './formats/dektak-csv.ts';
import { sdfFormat } from './formats/sdf.ts';
import { wsxmFormat } from './formats/wsxm.ts';
import { trueMapTmdFormat } from './formats/truemap-tmd.ts';
import { frtMicroProfFormat } from './formats/frt-microprof.ts';
import { gsfFormat } from './formats/gsf.ts';
import { forceSpectroscopyFormat } from './formats/force-spectroscopy.ts';
import { nanoFocusNmsFormat } from './formats/nanofocus-nms.ts';
import { zipContainerFormat } from './formats/zip.ts';
import { pngFormat } from './formats/png.ts';
import { bmpFormat } from './formats/bmp.ts';
import { keyenceZonFormat } from './formats/keyence-zon.ts';
import { witecWitFormat } from './formats/witec-wit.ts';
import { parkSystemsTiffFormat } from './formats/park-systems-tiff.ts';
import { jpkTiffFormat } from './formats/jpk-tiff.ts';
import { hfmProfileFormat } from './formats/hfm-profile.ts';
import { numpyNpyFormat } from './formats/numpy-npy.ts';
import { stlFormat } from './formats/stl.ts';
import { jpegFormat } from './formats/jpeg.ts';
import { gifFormat } from './formats/gif.ts';
import { tiffImageFormat } from './formats/tiff-image.ts';
import { csvMatrixExportFormat } from './formats/csv-matrix-export.ts';

export const formats: readonly SurfaceFormat[] = [
  x3pFormat,
  sdfFormat,
  gsfFormat,
  forceSpectroscopyFormat,
  netcdfFormat,
  keyenceVk4Format,
  klaZetaZmgFormat,
  olympusLextFormat,
  ambiosAmbFormat,
  datxFormat,
  jpkH5Format,
  hdf5Format,
  ntMdtFormat,
  nanoscopeFormat,
  igorIbwFormat,
  gwyddionGwyFormat,
  nanosurfNidFormat,
  wykoOpdFormat,
  dektakOpdxFormat,
  zygoMetroProFormat,
  frtMicroProfFormat,
  jpkTiffFormat,
  parkSystemsTiffFormat,
  hfmProfileFormat,
  numpyNpyFormat,
  surFormat,
  bcrFormat,
  al3dFormat,
  pluFormat,
  pluxFormat,
  siosNmmFormat,
  mntFormat,
  pngFormat,
  jpegFormat,
  gifFormat,
  bmpFormat,
  tiffImageFormat,
  picoViewMiFormat,
  wsxmFormat,
  trueMapTmdFormat,
  nanoFocusNmsFormat,
  keyenceZonFormat,
  witecWitFormat,
  rawFormat,
  csvMatrixExportFormat,
  textMatrixFormat,
  xyzTextFormat,
  xyProfileFormat,
  dektakCsvFormat,
  zipContainerFormat(() => formats),
  stlFormat,
  knownUnsupportedFormat,
];

export function formatById(id: string): SurfaceFormat | undefined {
  return formats.find((f) => f.id === id);
}
