/* po/tile-names.c — written by po/extract-data-strings.py from data/tilesets/*.json:
 * do not edit, run `python3 po/extract-data-strings.py` after changing a tile's name.
 *
 * The built-in tile sets' tile names, for xgettext (po/POTFILES.in); never compiled.
 * The app shows them translated in the tiles' tooltips and screen-reader
 * descriptions and in the tile-set editor (tl_builtin_tile_name()).
 */

static const char *tile_names[] = {
  /* Translators: tile carcassonne-base A, as it lies unturned (north up) */
  NC_("tile name", "monastery with a road"),
  /* Translators: tile carcassonne-base B, as it lies unturned (north up) */
  NC_("tile name", "monastery"),
  /* Translators: tile carcassonne-base C, as it lies unturned (north up) */
  NC_("tile name", "city on all four sides, with a pennant"),
  /* Translators: tile carcassonne-base D, as it lies unturned (north up) */
  NC_("tile name", "city on one side and a straight road, like the start tile"),
  /* Translators: tile carcassonne-base E, as it lies unturned (north up) */
  NC_("tile name", "city on one side"),
  /* Translators: tile carcassonne-base F, as it lies unturned (north up) */
  NC_("tile name", "one city joining two opposite sides, with a pennant"),
  /* Translators: tile carcassonne-base G, as it lies unturned (north up) */
  NC_("tile name", "one city joining two opposite sides"),
  /* Translators: tile carcassonne-base H, as it lies unturned (north up) */
  NC_("tile name", "two separate cities on opposite sides"),
  /* Translators: tile carcassonne-base I, as it lies unturned (north up) */
  NC_("tile name", "two separate cities on adjacent sides"),
  /* Translators: tile carcassonne-base J, as it lies unturned (north up) */
  NC_("tile name", "city on one side, road curving from east to south"),
  /* Translators: tile carcassonne-base K, as it lies unturned (north up) */
  NC_("tile name", "city on one side, road curving from south to west"),
  /* Translators: tile carcassonne-base L, as it lies unturned (north up) */
  NC_("tile name", "city on one side, three roads meeting at a crossroads"),
  /* Translators: tile carcassonne-base M, as it lies unturned (north up) */
  NC_("tile name", "one city on two adjacent sides, with a pennant"),
  /* Translators: tile carcassonne-base N, as it lies unturned (north up) */
  NC_("tile name", "one city on two adjacent sides"),
  /* Translators: tile carcassonne-base O, as it lies unturned (north up) */
  NC_("tile name", "city on two adjacent sides and a curving road, with a pennant"),
  /* Translators: tile carcassonne-base P, as it lies unturned (north up) */
  NC_("tile name", "city on two adjacent sides and a curving road"),
  /* Translators: tile carcassonne-base Q, as it lies unturned (north up) */
  NC_("tile name", "city on three sides, with a pennant"),
  /* Translators: tile carcassonne-base R, as it lies unturned (north up) */
  NC_("tile name", "city on three sides"),
  /* Translators: tile carcassonne-base S, as it lies unturned (north up) */
  NC_("tile name", "city on three sides and a road leading into it, with a pennant"),
  /* Translators: tile carcassonne-base T, as it lies unturned (north up) */
  NC_("tile name", "city on three sides and a road leading into it"),
  /* Translators: tile carcassonne-base U, as it lies unturned (north up) */
  NC_("tile name", "straight road"),
  /* Translators: tile carcassonne-base V, as it lies unturned (north up) */
  NC_("tile name", "curving road"),
  /* Translators: tile carcassonne-base W, as it lies unturned (north up) */
  NC_("tile name", "three roads meeting at a crossroads"),
  /* Translators: tile carcassonne-base X, as it lies unturned (north up) */
  NC_("tile name", "four roads meeting at a crossroads"),
  /* Translators: tile discovery 01, as it lies unturned (north up) */
  NC_("tile name", "sea on all sides"),
  /* Translators: tile discovery 02, as it lies unturned (north up) */
  NC_("tile name", "grassland on all sides"),
  /* Translators: tile discovery 03, as it lies unturned (north up) */
  NC_("tile name", "mountain to the north and east, grassland to the south and west"),
  /* Translators: tile discovery 04, as it lies unturned (north up) */
  NC_("tile name", "mountain on all sides"),
  /* Translators: tile discovery 05, as it lies unturned (north up) */
  NC_("tile name", "mountain to the north and east, sea to the south and west"),
  /* Translators: tile discovery 06, as it lies unturned (north up) */
  NC_("tile name", "grassland to the north and east, sea to the south and west"),
  /* Translators: tile discovery 07, as it lies unturned (north up) */
  NC_("tile name", "sea to the north, grassland to the east, south and west"),
  /* Translators: tile discovery 08, as it lies unturned (north up) */
  NC_("tile name", "sea to the north, mountain to the east, south and west"),
  /* Translators: tile discovery 09, as it lies unturned (north up) */
  NC_("tile name", "mountain to the north and east, sea to the south and west, one port city"),
  /* Translators: tile discovery 10, as it lies unturned (north up) */
  NC_("tile name", "mountain to the north, sea to the east, south and west, one port city"),
  /* Translators: tile discovery 11, as it lies unturned (north up) */
  NC_("tile name", "mountain to the north, sea to the east, south and west"),
  /* Translators: tile discovery 12, as it lies unturned (north up) */
  NC_("tile name", "grassland to the north, sea to the east, south and west, one port city"),
  /* Translators: tile discovery 13, as it lies unturned (north up) */
  NC_("tile name", "grassland to the north, mountain to the east, south and west"),
  /* Translators: tile discovery 14, as it lies unturned (north up) */
  NC_("tile name", "mountain to the north, grassland to the east, south and west"),
  /* Translators: tile discovery 15, as it lies unturned (north up) */
  NC_("tile name", "grassland to the north and east, sea to the south and west, one port city"),
  /* Translators: tile discovery 16, as it lies unturned (north up) */
  NC_("tile name", "grassland to the north, sea to the east, south and west"),
  /* Translators: tile discovery 17, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north and south, sea to the east and west, one port city"),
  /* Translators: tile discovery 18, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north and south, sea to the east and west"),
  /* Translators: tile discovery 19, as it lies unturned (north up) */
  NC_("tile name", "sea to the north, grassland to the east, south and west, one port city"),
  /* Translators: tile discovery 20, as it lies unturned (north up) */
  NC_("tile name", "sea to the north, mountain to the east, south and west, one port city"),
  /* Translators: tile discovery 21, as it lies unturned (north up) */
  NC_("tile name", "separate grasslands to the north and south, sea to the east and west, two port cities"),
  /* Translators: tile discovery 22, as it lies unturned (north up) */
  NC_("tile name", "mountain to the north, sea to the east and west, grassland to the south"),
  /* Translators: tile discovery 23, discovery 66, as it lies unturned (north up) */
  NC_("tile name", "mountain to the north, sea to the east and west, grassland to the south, one port city"),
  /* Translators: tile discovery 24, discovery Start, as it lies unturned (north up) */
  NC_("tile name", "sea to the north, mountain to the east and west, grassland to the south, one port city"),
  /* Translators: tile discovery 25, as it lies unturned (north up) */
  NC_("tile name", "separate grasslands to the north and south, sea to the east and west"),
  /* Translators: tile discovery 26, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north and south, grassland to the east and west, one port city"),
  /* Translators: tile discovery 27, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north and south, grassland to the east and west"),
  /* Translators: tile discovery 28, as it lies unturned (north up) */
  NC_("tile name", "mountain to the north, grassland to the east and west, sea to the south, one port city"),
  /* Translators: tile discovery 29, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north and south, mountain to the east and west, one port city"),
  /* Translators: tile discovery 30, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north and south, mountain to the east and west"),
  /* Translators: tile discovery 31, as it lies unturned (north up) */
  NC_("tile name", "grassland to the north, mountain to the east and west, sea to the south"),
  /* Translators: tile discovery 32, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north and east, mountain to the south and west, one port city"),
  /* Translators: tile discovery 33, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north and east, grassland to the south and west, two port cities"),
  /* Translators: tile discovery 34, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north and east, sea to the south and west, one port city"),
  /* Translators: tile discovery 35, as it lies unturned (north up) */
  NC_("tile name", "separate grasslands to the north and east, sea to the south and west, two port cities"),
  /* Translators: tile discovery 36, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north and south, grassland to the east and west"),
  /* Translators: tile discovery 37, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north and east, mountain to the south and west"),
  /* Translators: tile discovery 38, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north and east, sea to the south and west"),
  /* Translators: tile discovery 39, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north and east, grassland to the south and west"),
  /* Translators: tile discovery 40, as it lies unturned (north up) */
  NC_("tile name", "separate grasslands to the north and east, sea to the south and west"),
  /* Translators: tile discovery 41, as it lies unturned (north up) */
  NC_("tile name", "separate grasslands to the north and south, mountain to the east and west"),
  /* Translators: tile discovery 42, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north and east, grassland to the south and west"),
  /* Translators: tile discovery 43, as it lies unturned (north up) */
  NC_("tile name", "grassland to the north and east, mountain to the south, sea to the west, one port city"),
  /* Translators: tile discovery 44, as it lies unturned (north up) */
  NC_("tile name", "sea to the north and east, mountain to the south, grassland to the west, one port city"),
  /* Translators: tile discovery 45, discovery 48, as it lies unturned (north up) */
  NC_("tile name", "sea to the north and east, grassland to the south, mountain to the west, one port city"),
  /* Translators: tile discovery 46, as it lies unturned (north up) */
  NC_("tile name", "mountain to the north and east, sea to the south, grassland to the west"),
  /* Translators: tile discovery 47, as it lies unturned (north up) */
  NC_("tile name", "grassland to the north and east, sea to the south, mountain to the west, one port city"),
  /* Translators: tile discovery 49, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north, east and south, grassland to the west"),
  /* Translators: tile discovery 50, as it lies unturned (north up) */
  NC_("tile name", "separate grasslands to the north, east and south, mountain to the west"),
  /* Translators: tile discovery 51, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north, east and south, sea to the west, one port city"),
  /* Translators: tile discovery 52, as it lies unturned (north up) */
  NC_("tile name", "separate grasslands to the north, east and south, sea to the west, two port cities"),
  /* Translators: tile discovery 53, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north, east and south, mountain to the west, one port city"),
  /* Translators: tile discovery 54, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north, east and south, grassland to the west"),
  /* Translators: tile discovery 55, as it lies unturned (north up) */
  NC_("tile name", "separate grasslands to the north, east and south, sea to the west"),
  /* Translators: tile discovery 56, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north, east and south, sea to the west, two port cities"),
  /* Translators: tile discovery 57, as it lies unturned (north up) */
  NC_("tile name", "separate grasslands to the north and east, mountain to the south and west"),
  /* Translators: tile discovery 58, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north and south, separate grasslands to the east and west, two port cities"),
  /* Translators: tile discovery 59, as it lies unturned (north up) */
  NC_("tile name", "mountain to the north and east, grassland to the south, sea to the west, one port city"),
  /* Translators: tile discovery 60, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north, east and south, grassland to the west, one port city"),
  /* Translators: tile discovery 61, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north and south, separate grasslands to the east and west"),
  /* Translators: tile discovery 62, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north and south, mountain to the east, grassland to the west, one port city"),
  /* Translators: tile discovery 63, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north and west, grassland to the east, sea to the south, one port city"),
  /* Translators: tile discovery 64, as it lies unturned (north up) */
  NC_("tile name", "separate seas to the north and south, separate mountains to the east and west, one port city"),
  /* Translators: tile discovery 65, as it lies unturned (north up) */
  NC_("tile name", "separate mountains to the north and south, grassland to the east, sea to the west"),
  /* Translators: tile inns-and-cathedrals IC-A, as it lies unturned (north up) */
  NC_("tile name", "curving road with an inn"),
  /* Translators: tile inns-and-cathedrals IC-B, as it lies unturned (north up) */
  NC_("tile name", "straight road with an inn"),
  /* Translators: tile inns-and-cathedrals IC-C, as it lies unturned (north up) */
  NC_("tile name", "three roads meeting at a crossroads, an inn on the east road"),
  /* Translators: tile inns-and-cathedrals IC-D, as it lies unturned (north up) */
  NC_("tile name", "monastery where two roads end"),
  /* Translators: tile inns-and-cathedrals IC-E, as it lies unturned (north up) */
  NC_("tile name", "two separate curving roads, from north to west and from east to south"),
  /* Translators: tile inns-and-cathedrals IC-F, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides, a road from the east ending at it"),
  /* Translators: tile inns-and-cathedrals IC-G, as it lies unturned (north up) */
  NC_("tile name", "city on the north side reaching the south-east corner, splitting the field in two"),
  /* Translators: tile inns-and-cathedrals IC-H, as it lies unturned (north up) */
  NC_("tile name", "four separate cities around a field in the middle"),
  /* Translators: tile inns-and-cathedrals IC-I, as it lies unturned (north up) */
  NC_("tile name", "two separate cities north and south, roads from east and west meeting at a crossroads"),
  /* Translators: tile inns-and-cathedrals IC-J, as it lies unturned (north up) */
  NC_("tile name", "city on the north side, a road from the south ending at it"),
  /* Translators: tile inns-and-cathedrals IC-K, as it lies unturned (north up) */
  NC_("tile name", "cathedral: city on all four sides"),
  /* Translators: tile inns-and-cathedrals IC-L, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides with a pennant, road curving from east to south with an inn"),
  /* Translators: tile inns-and-cathedrals IC-M, as it lies unturned (north up) */
  NC_("tile name", "city on the north side, road curving from south to west with an inn"),
  /* Translators: tile inns-and-cathedrals IC-N, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides, a road from the south ending at it, with an inn"),
  /* Translators: tile inns-and-cathedrals IC-O, as it lies unturned (north up) */
  NC_("tile name", "three separate cities on the north, east and west sides"),
  /* Translators: tile inns-and-cathedrals IC-P, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides with a pennant, a separate city on the south side"),
  /* Translators: tile inns-and-cathedrals IC-Q, as it lies unturned (north up) */
  NC_("tile name", "city joining east and west with a pennant, roads from north and south ending at it"),
  /* Translators: tile traders-and-builders TB-A, as it lies unturned (north up) */
  NC_("tile name", "city on the north side, a road from the east ending at it"),
  /* Translators: tile traders-and-builders TB-B, as it lies unturned (north up) */
  NC_("tile name", "two straight roads passing each other, with no crossroads"),
  /* Translators: tile traders-and-builders TB-C, as it lies unturned (north up) */
  NC_("tile name", "city on the north side, a road from the south ending at it, a road from the west stopping on the tile"),
  /* Translators: tile traders-and-builders TB-D, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides (grain), a separate city on the south side, a road from the east ending at the first city"),
  /* Translators: tile traders-and-builders TB-E, as it lies unturned (north up) */
  NC_("tile name", "city joining east and west (grain), a road from the south ending at it"),
  /* Translators: tile traders-and-builders TB-F, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides (grain), a road from the south ending at it"),
  /* Translators: tile traders-and-builders TB-G, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides (grain)"),
  /* Translators: tile traders-and-builders TB-H, as it lies unturned (north up) */
  NC_("tile name", "city on the north, east and west sides (grain)"),
  /* Translators: tile traders-and-builders TB-I, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides (grain) reaching the south-east corner, a road from the south ending at it"),
  /* Translators: tile traders-and-builders TB-J, as it lies unturned (north up) */
  NC_("tile name", "monastery where three roads end, from east, south and west"),
  /* Translators: tile traders-and-builders TB-K, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides (cloth), a road from the east ending at it"),
  /* Translators: tile traders-and-builders TB-L, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides (cloth), a separate city on the south side, a road from the east ending at the first city"),
  /* Translators: tile traders-and-builders TB-M, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides (cloth) and separate cities on the east and south sides, around a field in the middle"),
  /* Translators: tile traders-and-builders TB-N, as it lies unturned (north up) */
  NC_("tile name", "city joining east and west (cloth) and a separate city on the south side, a field between them"),
  /* Translators: tile traders-and-builders TB-O, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides (cloth) reaching the south-east corner, roads from east and south ending at it"),
  /* Translators: tile traders-and-builders TB-P, as it lies unturned (north up) */
  NC_("tile name", "city joining east and west (wine) and a separate city on the south side, a field between them"),
  /* Translators: tile traders-and-builders TB-Q, as it lies unturned (north up) */
  NC_("tile name", "city joining east and west (wine)"),
  /* Translators: tile traders-and-builders TB-R, as it lies unturned (north up) */
  NC_("tile name", "city joining east and west (wine), roads from north and south ending at it"),
  /* Translators: tile traders-and-builders TB-S, as it lies unturned (north up) */
  NC_("tile name", "city joining east and west (wine), a road from the south ending at it"),
  /* Translators: tile traders-and-builders TB-T, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides (wine)"),
  /* Translators: tile traders-and-builders TB-U, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides (wine), roads from east and south ending at it"),
  /* Translators: tile traders-and-builders TB-V, as it lies unturned (north up) */
  NC_("tile name", "city on the north, east and west sides (wine), a road from the south ending at it"),
  /* Translators: tile traders-and-builders TB-W, as it lies unturned (north up) */
  NC_("tile name", "city on the north and west sides (wine) reaching the south-east corner, a road from the east ending at it"),
  /* Translators: tile traders-and-builders TB-X, as it lies unturned (north up) */
  NC_("tile name", "two cities around a field in the middle: one on the north and west sides (wine), one on the east and south sides (no goods)"),
};
