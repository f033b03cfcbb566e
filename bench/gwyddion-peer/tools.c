/*
 * Gwyddion 2.62 peer for the editor tools (bearing ratio / height histogram, volume, grains).
 * Reads a raw little-endian float64 field (row-major, metres) and prints one JSON object with the
 * values of Gwyddion's library functions, single-threaded, plus their timings.
 *
 * usage: tools FILE NX NY DX DY THRESHOLD_PERCENT BELOW(0|1) NBINS [timing | MASKFILE]
 * With "timing", only counts and timings are printed (for the bench on fields up to 4096²).
 * MASKFILE (raw float64, 1 = selected) adds "maskedVolume": the volume over those pixels only.
 * build: bench/gwyddion-peer/build.sh (cc $(pkg-config --cflags --libs gwyddion))
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

static void print_line(const char *name, GwyDataLine *line) {
    gint n = gwy_data_line_get_res(line);
    const gdouble *d = gwy_data_line_get_data_const(line);
    printf("\"%s\":{\"offset\":%.17g,\"real\":%.17g,\"values\":[", name, gwy_data_line_get_offset(line),
           gwy_data_line_get_real(line));
    for (gint i = 0; i < n; i++) printf("%s%.17g", i ? "," : "", d[i]);
    printf("]}");
}

int main(int argc, char **argv) {
    if (argc != 9 && argc != 10) {
        fprintf(stderr, "usage: tools FILE NX NY DX DY THRESHOLD_PERCENT BELOW NBINS [timing | MASKFILE]\n");
        return 2;
    }
    gboolean timing_only = argc == 10 && strcmp(argv[9], "timing") == 0;
    const char *mask_path = argc == 10 && !timing_only ? argv[9] : NULL;
    gint nx = atoi(argv[2]), ny = atoi(argv[3]);
    gdouble dx = atof(argv[4]), dy = atof(argv[5]), threshold = atof(argv[6]);
    gboolean below = atoi(argv[7]) != 0;
    gint nbins = atoi(argv[8]);
    gwy_threads_set_enabled(FALSE);

    GwyDataField *field = gwy_data_field_new(nx, ny, nx * dx, ny * dy, FALSE);
    FILE *f = fopen(argv[1], "rb");
    if (!f || fread(gwy_data_field_get_data(field), sizeof(gdouble), (size_t)nx * ny, f) != (size_t)nx * ny) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 1;
    }
    fclose(f);
    gwy_data_field_invalidate(field);

    printf("{");
    double t0 = now();
    GwyDataLine *dh = gwy_data_line_new(1, 1.0, FALSE);
    gwy_data_field_dh(field, dh, nbins);
    double t_dh = now() - t0;
    GwyDataLine *cdh = gwy_data_line_new(1, 1.0, FALSE);
    gwy_data_field_cdh(field, cdh, nbins);
    if (timing_only) {
        printf("\"bins\":%d", nbins);
    } else {
        print_line("dh", dh);
        printf(",");
        print_line("cdh", cdh);
    }

    /* Volume of the whole field over the zero plane (Gwyddion's own quadrature). */
    t0 = now();
    gdouble volume = gwy_data_field_area_get_volume(field, NULL, NULL, 0, 0, nx, ny);
    double t_volume = now() - t0;
    printf(",\"volume\":%.17g", volume);
    if (mask_path) {
        GwyDataField *selection = gwy_data_field_new_alike(field, TRUE);
        FILE *m = fopen(mask_path, "rb");
        if (!m || fread(gwy_data_field_get_data(selection), sizeof(gdouble), (size_t)nx * ny, m) != (size_t)nx * ny) {
            fprintf(stderr, "cannot read %s\n", mask_path);
            return 1;
        }
        fclose(m);
        gwy_data_field_invalidate(selection);
        printf(",\"maskedVolume\":%.17g", gwy_data_field_area_get_volume(field, NULL, selection, 0, 0, nx, ny));
    }

    t0 = now();
    GwyDataField *mask = gwy_data_field_new_alike(field, TRUE);
    gwy_data_field_grains_mark_height(field, mask, threshold, below);
    gint *grains = g_new0(gint, nx * ny);
    gint ngrains = gwy_data_field_number_grains(mask, grains);
    const GwyGrainQuantity quantities[] = {
        GWY_GRAIN_VALUE_PIXEL_AREA,          GWY_GRAIN_VALUE_PROJECTED_AREA,     GWY_GRAIN_VALUE_EQUIV_DISC_RADIUS,
        GWY_GRAIN_VALUE_MINIMUM,             GWY_GRAIN_VALUE_MAXIMUM,            GWY_GRAIN_VALUE_MEAN,
        GWY_GRAIN_VALUE_FLAT_BOUNDARY_LENGTH, GWY_GRAIN_VALUE_CENTER_X,          GWY_GRAIN_VALUE_CENTER_Y,
        GWY_GRAIN_VALUE_EQUIV_ELLIPSE_MAJOR, GWY_GRAIN_VALUE_EQUIV_ELLIPSE_MINOR, GWY_GRAIN_VALUE_EQUIV_ELLIPSE_ANGLE,
        GWY_GRAIN_VALUE_MAXIMUM_BOUND_SIZE,  GWY_GRAIN_VALUE_VOLUME_0,           GWY_GRAIN_VALUE_VOLUME_MIN,
    };
    const char *names[] = {
        "pixelArea", "projectedArea", "equivDiscRadius", "minimum", "maximum", "mean", "flatBoundaryLength",
        "centerX", "centerY", "ellipseMajor", "ellipseMinor", "ellipseAngle", "maximumBoundSize", "volume0",
        "volumeMin",
    };
    const guint nq = sizeof(quantities) / sizeof(quantities[0]);
    gdouble **values = gwy_data_field_grains_get_quantities(field, NULL, quantities, nq, ngrains, grains);
    double t_grains = now() - t0;

    printf(",\"grains\":{\"thresholdPercent\":%.17g,\"below\":%s,\"count\":%d", threshold,
           below ? "true" : "false", ngrains);
    if (!timing_only) {
        printf(",\"labels\":[");
        for (gint i = 0; i < nx * ny; i++) printf("%s%d", i ? "," : "", grains[i]);
        printf("]");
    }
    for (guint q = 0; q < (timing_only ? 0 : nq); q++) {
        printf(",\"%s\":[", names[q]);
        /* Index 0 is the background. */
        for (gint g = 1; g <= ngrains; g++) printf("%s%.17g", g > 1 ? "," : "", values[q][g]);
        printf("]");
    }
    printf("}");
    printf(",\"seconds\":{\"dh\":%.6g,\"volume\":%.6g,\"grains\":%.6g}}\n", t_dh, t_volume, t_grains);
    return 0;
}
