#ifndef DEPTHKIT_CDEFLATE_SHIM_H
#define DEPTHKIT_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
