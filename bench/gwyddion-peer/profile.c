/* Gwyddion 2.62 peer for the profile parameters and profile extraction (issue 4 items 2 and 5).
 *
 * Usage: profile RAW NX NY DX DY SECTIONS SCOL SROW ECOL EROW [REPEATS]
 *   RAW: NX*NY float64 little-endian heights, row-major, metres.
 * Prints JSON: for every row, after least-squares line levelling (gwy_data_line_get_line_coeffs +
 * gwy_data_line_line_level), Ra, Rq, skewness, kurtosis (Gwyddion's: excess), Rpm/Rvm/Rtm as
 * gwy_data_line_get_xpm/xvm/xtm(line, SECTIONS, 1), Rt as xtm(line, 1, 1) and tan β0; the profile
 * from (SCOL,SROW) to (ECOL,EROW) by gwy_data_field_get_profile (linear interpolation, one sample
 * per pixel of the dominant axis); and, with REPEATS > 0, the time of levelling plus those
 * statistics over all rows, single-threaded. The roughness tool's filtered parameters live in a
 * GUI module (modules/tools/roughness.c), not in the library, so only unfiltered parameters are
 * compared here. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <libgwyddion/gwyddion.h>
#include <libprocess/gwyprocess.h>

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec*1e3 + ts.tv_nsec/1e6;
}

static void level(GwyDataLine *line)
{
    gdouble a, b;
    gwy_data_line_get_line_coeffs(line, &a, &b);
    gwy_data_line_line_level(line, a, b);
}

int main(int argc, char **argv)
{
    if (argc < 11) {
        fprintf(stderr, "usage: profile RAW NX NY DX DY SECTIONS SCOL SROW ECOL EROW [REPEATS]\n");
        return 2;
    }
    gint nx = atoi(argv[2]), ny = atoi(argv[3]);
    gdouble dx = atof(argv[4]), dy = atof(argv[5]);
    gint sections = atoi(argv[6]);
    gint scol = atoi(argv[7]), srow = atoi(argv[8]), ecol = atoi(argv[9]), erow = atoi(argv[10]);
    gint repeats = argc > 11 ? atoi(argv[11]) : 0;
    gwy_threads_set_enabled(FALSE);

    GwyDataField *field = gwy_data_field_new(nx, ny, nx*dx, ny*dy, FALSE);
    FILE *fh = fopen(argv[1], "rb");
    if (!fh || fread(gwy_data_field_get_data(field), sizeof(gdouble), (size_t)nx*ny, fh) != (size_t)nx*ny) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    fclose(fh);

    GwyDataLine *line = gwy_data_line_new(nx, nx*dx, FALSE);
    printf("{\"rows\":[");
    for (gint row = 0; row < ny; row++) {
        gwy_data_field_get_row(field, line, row);
        level(line);
        printf("%s{\"Ra\":%.17g,\"Rq\":%.17g,\"skew\":%.17g,\"excessKurtosis\":%.17g,"
               "\"Rpm\":%.17g,\"Rvm\":%.17g,\"Rtm\":%.17g,\"Rt\":%.17g,\"tanBeta0\":%.17g}",
               row ? "," : "",
               gwy_data_line_get_ra(line), gwy_data_line_get_rms(line),
               gwy_data_line_get_skew(line), gwy_data_line_get_kurtosis(line),
               gwy_data_line_get_xpm(line, sections, 1), gwy_data_line_get_xvm(line, sections, 1),
               gwy_data_line_get_xtm(line, sections, 1), gwy_data_line_get_xtm(line, 1, 1),
               gwy_data_line_get_tan_beta0(line));
    }
    gint res = MAX(ABS(ecol - scol), ABS(erow - srow)) + 1;
    GwyDataLine *profile = gwy_data_field_get_profile(field, NULL, scol, srow, ecol, erow, res, 1,
                                                      GWY_INTERPOLATION_LINEAR);
    printf("],\"profile\":{\"res\":%d,\"real\":%.17g,\"z\":[", gwy_data_line_get_res(profile),
           gwy_data_line_get_real(profile));
    const gdouble *pz = gwy_data_line_get_data_const(profile);
    for (gint i = 0; i < gwy_data_line_get_res(profile); i++)
        printf("%s%.17g", i ? "," : "", pz[i]);
    printf("]}");

    if (repeats > 0) {
        gdouble best = 1e300, sink = 0;
        for (gint r = 0; r < repeats; r++) {
            gdouble t0 = now_ms();
            for (gint row = 0; row < ny; row++) {
                gwy_data_field_get_row(field, line, row);
                level(line);
                sink += gwy_data_line_get_ra(line) + gwy_data_line_get_rms(line)
                        + gwy_data_line_get_skew(line) + gwy_data_line_get_kurtosis(line)
                        + gwy_data_line_get_xpm(line, sections, 1) + gwy_data_line_get_xvm(line, sections, 1)
                        + gwy_data_line_get_xtm(line, 1, 1) + gwy_data_line_get_tan_beta0(line);
            }
            gdouble t = now_ms() - t0;
            if (t < best)
                best = t;
        }
        printf(",\"rowStatsMs\":%.6g,\"sink\":%.6g", best, sink);
    }
    printf("}\n");
    return 0;
}
