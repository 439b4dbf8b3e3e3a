#ifndef DEPTHKIT_CPNG_SHIM_H
#define DEPTHKIT_CPNG_SHIM_H
#include <png.h>

/// `PNG_IMAGE_ROW_STRIDE` and friends are macros; the simplified API is used through these.
static inline unsigned int depthkit_png_image_row_stride(const png_image *image) {
    return PNG_IMAGE_ROW_STRIDE(*image);
}

static inline size_t depthkit_png_image_buffer_size(const png_image *image, unsigned int row_stride) {
    return PNG_IMAGE_BUFFER_SIZE(*image, row_stride);
}

static inline int depthkit_png_image_failed(const png_image *image) {
    return PNG_IMAGE_FAILED(*image);
}
#endif
