#!/bin/bash
# Rebuilds ../*.tsv of this language; the steps are shared by fr, de and nl.
exec bash "$(dirname "$0")/../../_generators/fr-de-nl/assemble.sh" de
