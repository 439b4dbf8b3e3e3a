#ifndef DEPTHKIT_CSTRINGSEARCH_SHIM_H
#define DEPTHKIT_CSTRINGSEARCH_SHIM_H
// The C library's memmem: a GNU extension of <string.h>, which Swift's Glibc module imports
// without _GNU_SOURCE, so it is declared here; part of the C library, nothing to link.
#include <stddef.h>
void *memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);
#endif
