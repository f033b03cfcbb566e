/* Gwyddion 2.62 peer for the areal height and hybrid parameters (issue 4 items 1, 10, 12).
 * Usage: stats FILE XRES YRES DX DY values|time
 *   FILE: raw little-endian float64, row-major, metres; DX, DY: metres per pixel.
 *   MODE "values": avg, Sa, Sq, skew, excess kurtosis, min, max, median, surface area, surface slope.
 *   MODE "time":   wall and CPU time (ms, medians of 5, caches invalidated) of each statistic, single-threaded.
 * Build: bench/gwyddion-peer/build.sh stats.c */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <libgwyddion/gwyddion.h>
#include <libprocess/gwyprocess.h>

static double clock_ms(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* Wall and CPU time of each statistic: on a shared machine wall time mostly measures the queue for a core. */
static char cpu_json[4096];
static size_t cpu_len;

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static volatile double sink;

/* Gwyddion caches some statistics on the field: invalidate before every run so each is computed. */
#define TIME5(label, stmt)                                                                  \
    do {                                                                                    \
        double t[5], c[5];                                                                  \
        for (int r = 0; r < 5; r++) {                                                       \
            gwy_data_field_invalidate(field);                                               \
            double t0 = clock_ms(CLOCK_MONOTONIC), c0 = clock_ms(CLOCK_PROCESS_CPUTIME_ID); \
            stmt;                                                                           \
            t[r] = clock_ms(CLOCK_MONOTONIC) - t0;                                          \
            c[r] = clock_ms(CLOCK_PROCESS_CPUTIME_ID) - c0;                                 \
        }                                                                                   \
        qsort(t, 5, sizeof(double), cmp);                                                   \
        qsort(c, 5, sizeof(double), cmp);                                                   \
        printf("%s\"%s\": %.3f", first ? "" : ", ", label, t[2]);                           \
        cpu_len += snprintf(cpu_json + cpu_len, sizeof cpu_json - cpu_len, "%s\"%s\": %.3f", \
                            first ? "" : ", ", label, c[2]);                                \
        first = 0;                                                                          \
    } while (0)

int main(int argc, char **argv) {
    if (argc < 7) {
        fprintf(stderr, "usage: %s FILE XRES YRES DX DY values|time\n", argv[0]);
        return 2;
    }
    gint xres = atoi(argv[2]), yres = atoi(argv[3]);
    gdouble dx = atof(argv[4]), dy = atof(argv[5]);
    const char *mode = argv[6];
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

    if (!strcmp(mode, "time")) {
        int first = 1;
        gdouble avg, ra, rms, skew, kurt, min, max;
        printf("{\"threads\": %d, \"size\": \"%dx%d\", \"ms\": {", gwy_threads_are_enabled(), xres, yres);
        TIME5("get_stats", gwy_data_field_get_stats(field, &avg, &ra, &rms, &skew, &kurt));
        TIME5("get_min_max", gwy_data_field_get_min_max(field, &min, &max));
        TIME5("get_median", sink = gwy_data_field_get_median(field));
        TIME5("get_surface_area", sink = gwy_data_field_get_surface_area(field));
        TIME5("get_surface_slope", sink = gwy_data_field_get_surface_slope(field));
        printf("}, \"cpuMs\": {%s}}\n", cpu_json);
        sink = avg + ra + rms + skew + kurt + min + max;
        return 0;
    }

    gdouble avg, ra, rms, skew, kurt, min, max;
    gwy_data_field_get_stats(field, &avg, &ra, &rms, &skew, &kurt);
    gwy_data_field_get_min_max(field, &min, &max);
    gdouble median = gwy_data_field_get_median(field);
    gdouble area = gwy_data_field_get_surface_area(field);
    gdouble slope = gwy_data_field_get_surface_slope(field);
    printf("{\"avg\": %.17g, \"Sa\": %.17g, \"Sq\": %.17g, \"skew\": %.17g, \"excessKurtosis\": %.17g, "
           "\"min\": %.17g, \"max\": %.17g, \"median\": %.17g, \"surfaceArea\": %.17g, "
           "\"projectedArea\": %.17g, \"surfaceSlope\": %.17g}\n",
           avg, ra, rms, skew, kurt, min, max, median, area, xres * dx * yres * dy, slope);
    return 0;
}
