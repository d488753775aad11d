// libpng's simplified reading API (png_image_*), for kbdock's frame decoder on Linux.
// Debian's libpng-dev and Homebrew's libpng both install png.h on the compiler's path.
#include <png.h>
