"""Campaigns: many independent checks run as tasks on a Dask cluster (`runner`), with their
results saved as JSON lines so that an interrupted campaign resumes; the check-suite manifest
(`suite`). `pllvm fuzz`, `pllvm check-suite` and `pllvm prove` run through them."""
