// Shared between the files of CPanelsATK.
#ifndef PANELS_ATK_PRIVATE_H
#define PANELS_ATK_PRIVATE_H

#include "panels_atk.h"

/// Set once by `panels_atk_start`.
extern PanelsATKPerform panels_atk_perform;

/// Registers every object type and initialises the ATK interfaces they implement, so
/// each interface's signals exist before atk-bridge asks for them by name
/// ("Atk:AtkWindow:activate"): an interface's signals are made when its default
/// vtable is first initialised, and a listener asked for before that is refused.
void panels_atk_register_types(void);

/// Says again what is already true under `root` (the application): `activate` for each
/// active window, then focus (state-change and the focus tracker) for the focused
/// object. For listeners that arrived after it was first said.
void panels_atk_announce(PanelsATKObject *root);

#endif
