/*
 * Gwyddion 2.62 peer for the geometry and repair operators (resize, rotate, invalids.fill, glitches.remove).
 * Reads a raw little-endian float64 field (row-major) and a raw float64 mask (1 = invalid point to fill)
 * and prints one JSON object: gwy_data_field_new_resampled (LINEAR, KEY), gwy_data_field_rotate (LINEAR,
 * KEY; same size, exterior = minimum), gwy_data_field_laplace_solve on the mask, and
 * gwy_data_field_mark_scars (positive and negative, default settings of Remove Scars), single-threaded.
 *
 * usage: ops-geometry FILE NX NY MASKFILE NEWNX NEWNY ANGLE_RAD [timing]
 * With "timing", only the Laplace solve is run and its time printed (for the fill-in speed figure).
 * build: bench/gwyddion-peer/build.sh ops-geometry
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <libgwyddion/gwyddion.h>
#include <libprocess/gwyprocess.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

static void print_field(const char *name, GwyDataField *f) {
    gint n = gwy_data_field_get_xres(f) * gwy_data_field_get_yres(f);
    const gdouble *d = gwy_data_field_get_data_const(f);
    printf("\"%s\":{\"nx\":%d,\"ny\":%d,\"z\":[", name, gwy_data_field_get_xres(f), gwy_data_field_get_yres(f));
    for (gint i = 0; i < n; i++) printf("%s%.17g", i ? "," : "", d[i]);
    printf("]}");
}

static GwyDataField *read_field(const char *path, gint nx, gint ny) {
    GwyDataField *field = gwy_data_field_new(nx, ny, nx, ny, FALSE);
    FILE *f = fopen(path, "rb");
    if (!f || fread(gwy_data_field_get_data(field), sizeof(gdouble), (size_t)nx * ny, f) != (size_t)nx * ny) {
        fprintf(stderr, "cannot read %s\n", path);
        exit(1);
    }
    fclose(f);
    gwy_data_field_invalidate(field);
    return field;
}

int main(int argc, char **argv) {
    if (argc != 8 && argc != 9) {
        fprintf(stderr, "usage: ops-geometry FILE NX NY MASKFILE NEWNX NEWNY ANGLE_RAD [timing]\n");
        return 2;
    }
    gint nx = atoi(argv[2]), ny = atoi(argv[3]), newnx = atoi(argv[5]), newny = atoi(argv[6]);
    gdouble angle = atof(argv[7]);
    gboolean timing = argc == 9 && strcmp(argv[8], "timing") == 0;
    gwy_threads_set_enabled(FALSE);
    GwyDataField *field = read_field(argv[1], nx, ny);
    GwyDataField *mask = read_field(argv[4], nx, ny);

    if (timing) {
        double t0 = now();
        gwy_data_field_laplace_solve(field, mask, -1, 1.0);
        printf("{\"laplaceSeconds\":%.6f}\n", now() - t0);
        return 0;
    }
    printf("{");
    GwyDataField *r = gwy_data_field_new_resampled(field, newnx, newny, GWY_INTERPOLATION_LINEAR);
    print_field("resampledLinear", r);
    g_object_unref(r);
    r = gwy_data_field_new_resampled(field, newnx, newny, GWY_INTERPOLATION_KEY);
    printf(",");
    print_field("resampledKey", r);
    g_object_unref(r);

    /* gwy_data_field_rotate, not gwy_data_field_new_rotated: the latter's 90° turn of a ramp is not a
     * permutation (half-pixel offset), the former's is, as the operator's. Exterior = field minimum. */
    r = gwy_data_field_duplicate(field);
    gwy_data_field_rotate(r, angle, GWY_INTERPOLATION_LINEAR);
    printf(",");
    print_field("rotatedLinear", r);
    g_object_unref(r);
    r = gwy_data_field_duplicate(field);
    gwy_data_field_rotate(r, angle, GWY_INTERPOLATION_KEY);
    printf(",");
    print_field("rotatedKey", r);
    g_object_unref(r);

    GwyDataField *filled = gwy_data_field_duplicate(field);
    gwy_data_field_laplace_solve(filled, mask, -1, 1.0);
    printf(",");
    print_field("laplace", filled);

    GwyDataField *scars = gwy_data_field_new_alike(field, TRUE);
    gwy_data_field_mark_scars(field, scars, 0.666, 0.25, 16, 4, FALSE);
    printf(",");
    print_field("scarsPositive", scars);
    gwy_data_field_mark_scars(field, scars, 0.666, 0.25, 16, 4, TRUE);
    printf(",");
    print_field("scarsNegative", scars);
    printf("}\n");
    return 0;
}
