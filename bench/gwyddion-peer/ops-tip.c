/* Gwyddion 2.62 peer for tip.deconvolve (issue 6): a model tip from gwy_tip_model_preset_create on the
 * surface's pixel grid, then gwy_tip_erosion (Villarrubia's surface reconstruction).
 *   ops-tip FILE XRES YRES DX PRESET TIPRES PARAM...  -> JSON {tip: [...], eroded: [...]} (row-major)
 * PRESET is Gwyddion's preset name ("Parabola", "Cone", ...), PARAM its parameters in the order of
 * gwy_tip_model_get_preset_params. Single-threaded. Build: ./build.sh ops-tip.c */
#include <stdio.h>
#include <stdlib.h>
#include <libgwyddion/gwyddion.h>
#include <libprocess/gwyprocess.h>

static void print_array(const char *name, const gdouble *d, gint n) {
    printf("\"%s\":[", name);
    for (gint i = 0; i < n; i++) printf(i ? ",%.17g" : "%.17g", d[i]);
    printf("]");
}

int main(int argc, char **argv) {
    if (argc < 8) {
        fprintf(stderr, "usage: ops-tip FILE XRES YRES DX PRESET TIPRES PARAM...\n");
        return 2;
    }
    gwy_process_type_init();
    gwy_threads_set_enabled(FALSE);
    gint xres = atoi(argv[2]), yres = atoi(argv[3]), tres = atoi(argv[6]);
    gdouble dx = atof(argv[4]);
    GwyDataField *surface = gwy_data_field_new(xres, yres, xres * dx, yres * dx, FALSE);
    FILE *f = fopen(argv[1], "rb");
    if (!f || fread(gwy_data_field_get_data(surface), sizeof(gdouble), (size_t)xres * yres, f) != (size_t)xres * yres)
        return 1;
    fclose(f);
    const GwyTipModelPreset *preset = gwy_tip_model_get_preset_by_name(argv[5]);
    if (!preset) return 3;
    gdouble params[8] = {0};
    for (gint i = 7; i < argc && i - 7 < 8; i++) params[i - 7] = atof(argv[i]);
    GwyDataField *tip = gwy_data_field_new(tres, tres, tres * dx, tres * dx, TRUE);
    gwy_tip_model_preset_create(preset, tip, params);
    GwyDataField *eroded = gwy_data_field_new_alike(surface, TRUE);
    gwy_tip_erosion(tip, surface, eroded, NULL, NULL);
    printf("{");
    print_array("tip", gwy_data_field_get_data(tip), tres * tres);
    printf(",");
    print_array("eroded", gwy_data_field_get_data(eroded), xres * yres);
    printf("}\n");
    return 0;
}
