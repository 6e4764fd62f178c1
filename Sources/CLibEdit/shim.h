#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H
/* Include libedit's readline emulation explicitly: GNU readline's headers may
   also be installed and would otherwise be picked up. */
#include <stdio.h>
#include <editline/readline.h>
#include <locale.h>
#endif
