/* Gwyddion 2.62 peer for the spectral analyses (issue 4 items 1-spatial, 3, 12).
 * Usage: spectral FILE XRES YRES DX MODE
 *   FILE: raw little-endian float64, row-major, metres; DX: metres per pixel (both axes).
 *   MODE "values": 1D row PSDF per window, 2D ACF samples, radial PSDF, as JSON.
 *   MODE "time":   wall time (ms, median of 3) of 2D FFT, 2D ACF, row PSDF, 2D PSDF, single-threaded.
 * Build: cc -O2 spectral.c $(pkg-config --cflags --libs gwyddion) -o spectral  (see build-spectral.sh) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <libgwyddion/gwyddion.h>
#include <libprocess/gwyprocess.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* CPU time of this process: on a loaded shared machine it varies less than wall time. */
static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void print_line(const char *name, GwyDataLine *line) {
    gint n = gwy_data_line_get_res(line);
    const gdouble *d = gwy_data_line_get_data_const(line);
    printf("\"%s\": {\"real\": %.17g, \"offset\": %.17g, \"values\": [", name,
           gwy_data_line_get_real(line), gwy_data_line_get_offset(line));
    for (gint i = 0; i < n; i++) printf("%s%.17g", i ? ", " : "", d[i]);
    printf("]}");
}

#define TIME3(label, stmt)                                                             \
    do {                                                                               \
        double t[3], c[3];                                                             \
        for (int r = 0; r < 3; r++) {                                                  \
            double t0 = now_ms(), c0 = cpu_ms();                                       \
            stmt;                                                                      \
            t[r] = now_ms() - t0;                                                      \
            c[r] = cpu_ms() - c0;                                                      \
        }                                                                              \
        qsort(t, 3, sizeof(double), cmp);                                              \
        qsort(c, 3, sizeof(double), cmp);                                              \
        printf("%s\"%s\": {\"wall\": %.3f, \"cpu\": %.3f}", first ? "" : ", ", label, t[1], c[1]); \
        first = 0;                                                                     \
    } while (0)

int main(int argc, char **argv) {
    if (argc < 6) {
        fprintf(stderr, "usage: %s FILE XRES YRES DX values|time\n", argv[0]);
        return 2;
    }
    gint xres = atoi(argv[2]), yres = atoi(argv[3]);
    gdouble dx = atof(argv[4]);
    const char *mode = argv[5];
    gwy_process_type_init();
    gwy_threads_set_enabled(FALSE);
    GwyDataField *field = gwy_data_field_new(xres, yres, xres * dx, yres * dx, FALSE);
    FILE *f = fopen(argv[1], "rb");
    if (!f || fread(gwy_data_field_get_data(field), sizeof(gdouble), (size_t)xres * yres, f) != (size_t)xres * yres) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    fclose(f);
    gwy_data_field_invalidate(field);

    if (!strcmp(mode, "time")) {
        int first = 1;
        GwyDataField *rout = gwy_data_field_new_alike(field, FALSE);
        GwyDataField *iout = gwy_data_field_new_alike(field, FALSE);
        GwyDataField *acf = gwy_data_field_new(1, 1, 1, 1, FALSE);
        GwyDataField *psd2 = gwy_data_field_new(1, 1, 1, 1, FALSE);
        GwyDataLine *line = NULL;
        printf("{\"threads\": %d, \"size\": \"%dx%d\", \"ms\": {", gwy_threads_are_enabled(), xres, yres);
        TIME3("fft2d", gwy_data_field_2dfft(field, NULL, rout, iout, GWY_WINDOWING_NONE,
                                            GWY_TRANSFORM_DIRECTION_FORWARD, GWY_INTERPOLATION_LINEAR, FALSE, 0));
        TIME3("acf2d", gwy_data_field_2dacf(field, acf));
        TIME3("rowPsdf", { if (line) g_object_unref(line);
                           line = gwy_data_field_area_row_psdf(field, NULL, GWY_MASK_IGNORE, 0, 0, xres, yres,
                                                               GWY_WINDOWING_HANN, 1); });
        TIME3("psdf2d", gwy_data_field_2dpsdf(field, psd2, GWY_WINDOWING_NONE, 1));
        printf("}}\n");
        return 0;
    }

    /* values */
    printf("{\"xres\": %d, \"yres\": %d, \"dx\": %.17g,\n", xres, yres, dx);
    static const struct { const char *name; GwyWindowingType w; } windows[] = {
        {"NONE", GWY_WINDOWING_NONE}, {"HANN", GWY_WINDOWING_HANN},
        {"HAMMING", GWY_WINDOWING_HAMMING}, {"WELCH", GWY_WINDOWING_WELCH},
    };
    printf("\"rowPsdf\": {");
    for (int i = 0; i < 4; i++) {
        GwyDataLine *line = gwy_data_field_area_row_psdf(field, NULL, GWY_MASK_IGNORE, 0, 0, xres, yres,
                                                         windows[i].w, 1);
        if (i) printf(",\n");
        print_line(windows[i].name, line);
        g_object_unref(line);
    }
    printf("},\n");
    /* Columns: the same on the transposed field. */
    {
        GwyDataField *t = gwy_data_field_new_alike(field, FALSE);
        gwy_data_field_flip_xy(field, t, FALSE);
        GwyDataLine *line = gwy_data_field_area_row_psdf(t, NULL, GWY_MASK_IGNORE, 0, 0, yres, xres,
                                                         GWY_WINDOWING_NONE, 1);
        printf("\"columnPsdfNone\": {");
        print_line("NONE", line);
        printf("},\n");
        g_object_unref(line);
        g_object_unref(t);
    }
    /* gwy_data_field_2dacf does not remove the mean: record it on the field as given and on the
     * field minus its mean (ISO 25178-2 evaluates the ACF of the mean-removed surface). */
    for (int centred = 0; centred < 2; centred++) {
        GwyDataField *input = gwy_data_field_duplicate(field);
        if (centred) gwy_data_field_add(input, -gwy_data_field_get_avg(input));
        GwyDataField *acf = gwy_data_field_new(1, 1, 1, 1, FALSE);
        gwy_data_field_2dacf(input, acf);
        gint ax = gwy_data_field_get_xres(acf), ay = gwy_data_field_get_yres(acf);
        const gdouble *d = gwy_data_field_get_data_const(acf);
        /* The ACF field is centred: lag (0,0) at (ax/2, ay/2). Print lags |i|,|j| <= 6. */
        printf("\"%s\": {\"xres\": %d, \"yres\": %d, \"mean\": %.17g, \"samples\": [",
               centred ? "acf2dCentred" : "acf2d", ax, ay, gwy_data_field_get_avg(field));
        int first = 1;
        for (int j = -6; j <= 6; j++)
            for (int i = -6; i <= 6; i++) {
                printf("%s[%d, %d, %.17g]", first ? "" : ", ", i, j, d[(ay / 2 + j) * ax + ax / 2 + i]);
                first = 0;
            }
        printf("]},\n");
        g_object_unref(acf);
        g_object_unref(input);
    }
    {
        GwyDataLine *line = gwy_data_line_new(1, 1, FALSE);
        gwy_data_field_rpsdf(field, line, GWY_INTERPOLATION_LINEAR, GWY_WINDOWING_NONE, -1);
        print_line("radialPsdf", line);
        g_object_unref(line);
    }
    printf("}\n");
    return 0;
}
