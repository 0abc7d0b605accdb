#!/usr/bin/env node
// `pnpm exec ctfdocs` inside the repository: the workspace links this
// package's bin, which is the repository's own bin/ctfdocs.
import '../../../bin/ctfdocs';
