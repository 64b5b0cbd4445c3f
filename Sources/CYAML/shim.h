#ifndef SNAPLINE_CYAML_SHIM_H
#define SNAPLINE_CYAML_SHIM_H
// libyaml's public API, found through pkg-config (yaml-0.1).
#include <yaml.h>
#endif
