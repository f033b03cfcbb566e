/* Gwyddion 2.62 peer for the filter and spatial-filter operators (issue 6 items 1, 4, 5).
 * Usage: ops-filter FILE XRES YRES DX MODE SIGMA SIZE [SIZE2]
 *   FILE: raw little-endian float64, row-major, metres; DX: metres per pixel (both axes).
 *   SIGMA: Gaussian σ in pixels (gwy_data_field_filter_gaussian); SIZE, SIZE2: kernel sizes in pixels.
 *   MODE "values": JSON of gaussian(SIGMA), mean(SIZE), median(SIZE), median(SIZE2), laplacian, and the
 *     Filter tool's gaussian and sharpen of FWHM SIZE (σ = SIZE / (2 √(2 ln 2)); sharpen = 2 z − gaussian).
 *   MODE "time": wall and CPU ms (median of 3) of gaussian(SIGMA) and median(SIZE), single-threaded;
 *     SIGMA ≤ 0 or SIZE ≤ 0 skips that filter.
 * Build: bench/gwyddion-peer/build.sh ops-filter.c */
#include <math.h>
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

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void print_field(const char *name, GwyDataField *f, int first) {
    gint n = gwy_data_field_get_xres(f) * gwy_data_field_get_yres(f);
    const gdouble *d = gwy_data_field_get_data_const(f);
    printf("%s\"%s\": [", first ? "" : ", ", name);
    for (gint i = 0; i < n; i++) printf("%s%.17g", i ? ", " : "", d[i]);
    printf("]");
}

#define FWHM2SIGMA (1.0 / (2.0 * sqrt(2 * G_LN2)))

int main(int argc, char **argv) {
    if (argc < 8) {
        fprintf(stderr, "usage: %s FILE XRES YRES DX values|time SIGMA SIZE [SIZE2]\n", argv[0]);
        return 2;
    }
    gint xres = atoi(argv[2]), yres = atoi(argv[3]);
    gdouble dx = atof(argv[4]);
    const char *mode = argv[5];
    gdouble sigma = atof(argv[6]);
    gint size = atoi(argv[7]);
    gint size2 = argc > 8 ? atoi(argv[8]) : size;
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
        const char *labels[2] = {"gaussian", "median"};
        int first = 1;
        printf("{\"ms\": {");
        for (int k = 0; k < 2; k++) {
            double t[3], c[3];
            if ((k == 0 && sigma <= 0) || (k == 1 && size <= 0)) continue;
            for (int r = 0; r < 3; r++) {
                GwyDataField *work = gwy_data_field_duplicate(field);
                double t0 = now_ms(), c0 = cpu_ms();
                if (k == 0) gwy_data_field_filter_gaussian(work, sigma);
                else gwy_data_field_filter_median(work, size);
                t[r] = now_ms() - t0;
                c[r] = cpu_ms() - c0;
                g_object_unref(work);
            }
            qsort(t, 3, sizeof(double), cmp);
            qsort(c, 3, sizeof(double), cmp);
            printf("%s\"%s\": {\"wall\": %.3f, \"cpu\": %.3f}", first ? "" : ", ", labels[k], t[1], c[1]);
            first = 0;
        }
        printf("}}\n");
        return 0;
    }

    printf("{\"sigma\": %.17g, \"size\": %d, \"size2\": %d, ", sigma, size, size2);
    GwyDataField *w = gwy_data_field_duplicate(field);
    gwy_data_field_filter_gaussian(w, sigma);
    print_field("gaussian", w, 1);
    g_object_unref(w);
    w = gwy_data_field_duplicate(field);
    gwy_data_field_filter_mean(w, size);
    print_field("mean", w, 0);
    g_object_unref(w);
    w = gwy_data_field_duplicate(field);
    gwy_data_field_filter_median(w, size);
    print_field("median", w, 0);
    g_object_unref(w);
    w = gwy_data_field_duplicate(field);
    gwy_data_field_filter_median(w, size2);
    print_field("median2", w, 0);
    g_object_unref(w);
    w = gwy_data_field_duplicate(field);
    gwy_data_field_filter_laplacian(w);
    print_field("laplacian", w, 0);
    g_object_unref(w);
    w = gwy_data_field_duplicate(field);
    gwy_data_field_filter_gaussian(w, size * FWHM2SIGMA);
    print_field("toolGaussian", w, 0);
    /* The Filter tool's sharpen (modules/tools/filter.c): 2 z − gaussian. */
    gdouble *d = gwy_data_field_get_data(w);
    const gdouble *z = gwy_data_field_get_data_const(field);
    for (gint i = 0; i < xres * yres; i++) d[i] = 2 * z[i] - d[i];
    print_field("toolSharpen", w, 0);
    g_object_unref(w);
    printf("}\n");
    return 0;
}
