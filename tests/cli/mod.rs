//! Helpers shared by the `cli_*` tests: run the `hnef` binary and read what
//! it printed, and a fresh scratch folder per test.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What a run of `hnef` printed and how it exited.
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub code: Option<i32>,
}

/// Runs `hnef` with `args` (the subcommand first) and waits for it.
pub fn hnef(args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_hnef"))
        .args(args)
        .output()
        .expect("run hnef");
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code(),
    }
}

/// A fresh, empty folder `{suite}-{test}` for one test's files.
pub fn scratch(suite: &str, test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{suite}-{test}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create the scratch folder");
    dir
}
