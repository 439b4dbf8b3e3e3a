#ifndef DEPTHKIT_CMALLOC_SHIM_H
#define DEPTHKIT_CMALLOC_SHIM_H
// glibc's allocator settings (mallopt); part of the C library, nothing to link.
#include <malloc.h>
#endif
