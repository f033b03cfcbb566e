/* Gwyddion 2.62 peer for the step-height tools (issue 4 item 6).
 * Usage: step-height FILE XRES YRES DX DY NBINS  C1 R1 W1 H1  C2 R2 W2 H2  SCOL SROW ECOL EROW RES THICKNESS EDGE WIDTH
 *   FILE: raw little-endian float64, row-major, metres; DX, DY: metres per pixel.
 * Prints JSON:
 *   histogram:  gwy_data_field_dh with NBINS bins (density, real, offset);
 *   rectangles: gwy_data_field_fit_plane on rectangle 1 (col, row, width, height in pixels),
 *               gwy_data_field_plane_level, then area averages of rectangles 1 and 2 and their difference;
 *   line:       gwy_data_field_get_profile (linear interpolation, THICKNESS lines averaged) and the
 *               ISO 5436-1 A1 fit written here independently — parallel lines z = a + b x + h [x in B],
 *               solved with gwy_math_lin_solve — on the regions [EDGE−W, EDGE−W/3] and
 *               [EDGE+W/3, EDGE+W] (sample indices), W = min(WIDTH, EDGE, RES−1−EDGE).
 * Single-threaded (gwy_threads_set_enabled(FALSE)). Build: bench/gwyddion-peer/build.sh step-height.c */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <libgwyddion/gwyddion.h>
#include <libprocess/gwyprocess.h>

int main(int argc, char **argv) {
    if (argc < 23) {
        fprintf(stderr, "usage: %s FILE XRES YRES DX DY NBINS C1 R1 W1 H1 C2 R2 W2 H2 SCOL SROW ECOL EROW RES THICKNESS EDGE WIDTH\n", argv[0]);
        return 2;
    }
    gint xres = atoi(argv[2]), yres = atoi(argv[3]);
    gdouble dx = atof(argv[4]), dy = atof(argv[5]);
    gint nbins = atoi(argv[6]);
    gint r1[4], r2[4], line[4];
    for (int i = 0; i < 4; i++) {
        r1[i] = atoi(argv[7 + i]);
        r2[i] = atoi(argv[11 + i]);
        line[i] = atoi(argv[15 + i]);
    }
    gint res = atoi(argv[19]), thickness = atoi(argv[20]);
    gdouble edge = atof(argv[21]), width = atof(argv[22]);

    gwy_process_type_init();
    gwy_threads_set_enabled(FALSE);
    GwyDataField *field = gwy_data_field_new(xres, yres, xres * dx, yres * dy, FALSE);
    FILE *f = fopen(argv[1], "rb");
    if (!f || fread(gwy_data_field_get_data(field), sizeof(gdouble), (size_t)xres * yres, f) != (size_t)xres * yres) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    fclose(f);
    gwy_data_field_invalidate(field);

    /* Height histogram. */
    GwyDataLine *dh = gwy_data_line_new(nbins, 1.0, FALSE);
    gwy_data_field_dh(field, dh, nbins);
    printf("{\"histogram\": {\"bins\": %d, \"real\": %.17g, \"offset\": %.17g, \"density\": [", gwy_data_line_get_res(dh),
           gwy_data_line_get_real(dh), gwy_data_line_get_offset(dh));
    for (int i = 0; i < gwy_data_line_get_res(dh); i++)
        printf("%s%.17g", i ? ", " : "", gwy_data_line_get_val(dh, i));
    printf("]},\n");

    /* Rectangles: level by the plane of rectangle 1, then difference of the means. */
    gdouble pa, pbx, pby;
    GwyDataField *levelled = gwy_data_field_duplicate(field);
    /* gwy_data_field_area_fit_plane does not return the exact plane of an exact planar field in
     * 2.62 (a 20×10 plane z = 1 + 2c − 3r comes back as −0.22, 2.06, −2.89), so the plane is fitted
     * on the extracted rectangle with gwy_data_field_fit_plane and moved to the field's origin. */
    GwyDataField *part = gwy_data_field_area_extract(field, r1[0], r1[1], r1[2], r1[3]);
    gwy_data_field_fit_plane(part, &pa, &pbx, &pby);
    gwy_data_field_plane_level(levelled, pa - pbx * r1[0] - pby * r1[1], pbx, pby);
    gdouble avg1 = gwy_data_field_area_get_avg(levelled, NULL, r1[0], r1[1], r1[2], r1[3]);
    gdouble avg2 = gwy_data_field_area_get_avg(levelled, NULL, r2[0], r2[1], r2[2], r2[3]);
    printf("\"rectangles\": {\"level1\": %.17g, \"level2\": %.17g, \"stepHeight\": %.17g},\n", avg1, avg2, avg2 - avg1);

    /* Line: Gwyddion's profile, then the A1 fit. */
    GwyDataLine *profile = gwy_data_field_get_profile(field, NULL, line[0], line[1], line[2], line[3], res, thickness,
                                                      GWY_INTERPOLATION_LINEAR);
    gint n = gwy_data_line_get_res(profile);
    const gdouble *z = gwy_data_line_get_data_const(profile);
    gdouble w = fmin(width, fmin(edge, n - 1 - edge));
    gint a0 = (gint)ceil(edge - w), a1 = (gint)floor(edge - w / 3), b0 = (gint)ceil(edge + w / 3), b1 = (gint)floor(edge + w);
    gdouble m[9] = {0}, rhs[3] = {0}, sol[3];
    for (gint i = 0; i < n; i++) {
        gint inB = (i >= b0 && i <= b1);
        if (!inB && !(i >= a0 && i <= a1)) continue;
        gdouble basis[3] = {1.0, i - edge, inB ? 1.0 : 0.0};
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 3; c++) m[3 * r + c] += basis[r] * basis[c];
            rhs[r] += basis[r] * z[i];
        }
    }
    gwy_math_lin_solve(3, m, rhs, sol);
    printf("\"line\": {\"res\": %d, \"stepHeight\": %.17g, \"slopePerSample\": %.17g, \"profile\": [", n, sol[2], sol[1]);
    for (gint i = 0; i < n; i++) printf("%s%.17g", i ? ", " : "", z[i]);
    printf("]}}\n");
    return 0;
}
