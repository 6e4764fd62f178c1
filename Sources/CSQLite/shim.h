#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H
#include <sqlite3.h>

/// Swift cannot import the SQLITE_TRANSIENT / SQLITE_STATIC macros (they cast
/// integers to function pointers), so they are re-exported as functions.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
static inline sqlite3_destructor_type csqlite_static(void) { return SQLITE_STATIC; }

#endif
