// Shared between the files of CPanelsATK.
#ifndef PANELS_ATK_PRIVATE_H
#define PANELS_ATK_PRIVATE_H

#include "panels_atk.h"

/// Set once by `panels_atk_start`.
extern PanelsATKPerform panels_atk_perform;

#endif
