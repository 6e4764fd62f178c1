#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H
/* Include libedit's readline emulation explicitly: GNU readline's headers may
   also be installed and would otherwise be picked up. */
#include <stdio.h>
#include <editline/readline.h>
#include <locale.h>

/* Accessors for libedit's readline globals: Swift 6 refuses to touch C globals directly. */
/* Sets the hook libedit runs before reading each line (after it resets its terminal settings). */
static inline void smartreply_set_pre_input_hook(rl_hook_func_t *hook) { rl_pre_input_hook = hook; }
/* Sets the function libedit reads each key with (call before the first `using_history`/`readline`:
   libedit installs it when it sets itself up). It returns a character (a Unicode scalar value) or -1 at end of input. */
static inline void smartreply_set_getc_function(int (*function)(FILE *)) { rl_getc_function = function; }
/* The length in bytes of the line being edited (valid in a key binding's function). */
static inline int smartreply_line_length(void) { return rl_end; }
/* Ends the current readline call from a key binding's function; it returns NULL. */
static inline void smartreply_finish_line(void) { rl_done = 1; }
#endif
