/* Gwyddion 2.62 peer for the level/form/row operators (issue 6): plane level, polynomial form removal of
 * a total degree, facet level, row polynomial (gwy_data_field_fit_lines) and row median alignment.
 *   ops-level FILE XRES YRES DX values   -> JSON: per operator the rms of the result and every 7th value
 *   ops-level FILE XRES YRES DX time     -> JSON: median of 3 wall/CPU ms of plane level and degree-3 poly,
 *                                           in place and after the duplicate the application's undo makes
 * Single-threaded (gwy_threads_set_enabled(FALSE)). Build: ./build.sh ops-level.c */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
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

/* Exponent pairs (x power, y power) of every term of total degree <= degree. */
static gint *poly_terms(gint degree, gint *nterms) {
    gint n = 0, *p = g_new(gint, (degree + 1) * (degree + 2));
    for (gint i = 0; i <= degree; i++)
        for (gint j = 0; i + j <= degree; j++) {
            p[2 * n] = i;
            p[2 * n + 1] = j;
            n++;
        }
    *nterms = n;
    return p;
}

static void poly_level(GwyDataField *f, gint degree) {
    gint nterms, *terms = poly_terms(degree, &nterms);
    gdouble *coeffs = gwy_data_field_fit_poly(f, NULL, nterms, terms, FALSE, NULL);
    gwy_data_field_subtract_poly(f, nterms, terms, coeffs);
    g_free(coeffs);
    g_free(terms);
}

static void plane_level(GwyDataField *f) {
    gdouble a, bx, by;
    gwy_data_field_fit_plane(f, &a, &bx, &by);
    gwy_data_field_plane_level(f, a, bx, by);
}

/* modules/process/facet-level.c: at most 100 rounds, until the physical slope^2 < 1e-9. */
static void facet_level(GwyDataField *f) {
    gdouble c, bx, by;
    for (gint i = 0; i < 100; i++) {
        if (!gwy_data_field_fit_facet_plane(f, NULL, GWY_MASK_IGNORE, &c, &bx, &by)) break;
        gwy_data_field_plane_level(f, c, bx, by);
        bx /= gwy_data_field_get_dx(f);
        by /= gwy_data_field_get_dy(f);
        if (bx * bx + by * by < 1e-9) break;
    }
}

/* modules/process/linematch.c, method median: each row minus its median. */
static void row_medians(GwyDataField *f) {
    gint xres = gwy_data_field_get_xres(f), yres = gwy_data_field_get_yres(f);
    gdouble *d = gwy_data_field_get_data(f), *buf = g_new(gdouble, xres);
    for (gint i = 0; i < yres; i++) {
        memcpy(buf, d + i * xres, xres * sizeof(gdouble));
        gdouble m = gwy_math_median(xres, buf);
        for (gint j = 0; j < xres; j++) d[i * xres + j] -= m;
    }
    g_free(buf);
    gwy_data_field_invalidate(f);
}

static void print_result(const char *name, GwyDataField *f, int first) {
    gint n = gwy_data_field_get_xres(f) * gwy_data_field_get_yres(f);
    const gdouble *d = gwy_data_field_get_data_const(f);
    gdouble s = 0;
    for (gint k = 0; k < n; k++) s += d[k] * d[k];
    printf("%s\"%s\": {\"rms\": %.17g, \"every7\": [", first ? "" : ", ", name, sqrt(s / n));
    for (gint k = 0; k < n; k += 7) printf("%s%.17g", k ? ", " : "", d[k]);
    printf("]}");
}

#define TIME3(label, setup, stmt)                                                      \
    do {                                                                               \
        double t[3], c[3];                                                             \
        for (int r = 0; r < 3; r++) {                                                  \
            setup;                                                                     \
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
    GwyDataField *work = gwy_data_field_new_alike(field, FALSE);

    if (!strcmp(mode, "time")) {
        int first = 1;
        printf("{\"ms\": {");
        /* In place on a fresh copy; the copy is outside the timed region (the strict comparison:
         * our operators allocate and fill a new field inside theirs). */
        gwy_data_field_copy(field, work, FALSE);
        plane_level(work); /* warm-up */
        TIME3("planeLevel", gwy_data_field_copy(field, work, FALSE), plane_level(work));
        TIME3("poly3", gwy_data_field_copy(field, work, FALSE), poly_level(work, 3));
        /* As the Gwyddion application runs them: the undo checkpoint duplicates the field first
         * (gwy_app_undo_qcheckpointv), so a new field is allocated and filled inside the operation. */
        GwyDataField *dup = NULL;
        TIME3("planeLevelWithUndoCopy", GWY_OBJECT_UNREF(dup),
              dup = gwy_data_field_duplicate(field); plane_level(dup));
        TIME3("poly3WithUndoCopy", GWY_OBJECT_UNREF(dup),
              dup = gwy_data_field_duplicate(field); poly_level(dup, 3));
        GWY_OBJECT_UNREF(dup);
        printf("}}\n");
        return 0;
    }

    printf("{");
    gwy_data_field_copy(field, work, FALSE);
    plane_level(work);
    print_result("plane", work, 1);
    for (gint degree = 1; degree <= 5; degree += 2) {
        char name[16];
        snprintf(name, sizeof name, "poly%d", degree);
        gwy_data_field_copy(field, work, FALSE);
        poly_level(work, degree);
        print_result(name, work, 0);
    }
    gwy_data_field_copy(field, work, FALSE);
    facet_level(work);
    print_result("facet", work, 0);
    gwy_data_field_copy(field, work, FALSE);
    gwy_data_field_fit_lines(work, 0, 0, xres, yres, 1, FALSE, GWY_ORIENTATION_HORIZONTAL);
    print_result("rowsPoly1", work, 0);
    gwy_data_field_copy(field, work, FALSE);
    gwy_data_field_fit_lines(work, 0, 0, xres, yres, 2, FALSE, GWY_ORIENTATION_VERTICAL);
    print_result("columnsPoly2", work, 0);
    gwy_data_field_copy(field, work, FALSE);
    row_medians(work);
    print_result("rowsMedian", work, 0);
    printf("}\n");
    return 0;
}
