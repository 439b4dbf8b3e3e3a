#ifndef DEPTHKIT_CTURBOJPEG_SHIM_H
#define DEPTHKIT_CTURBOJPEG_SHIM_H
#include <turbojpeg.h>
#endif
