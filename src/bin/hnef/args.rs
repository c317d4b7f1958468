//! Tiny argument helpers shared by the subcommands: `--name value` options,
//! `--flag` switches and positional words, with errors that say which
//! argument was wrong.

use hnef::{notation, Position, Ruleset};
use std::io::Write;

/// Why a subcommand failed, and with which exit code.
#[derive(Debug)]
pub enum Failure {
    /// The command line was wrong (exit code 2).
    Usage(String),
    /// The command ran and failed (exit code 1).
    Run(String),
    /// Standard output was closed (`hnef replay ... | head`): stop quietly.
    Closed,
}

impl Failure {
    /// The process exit code for this failure.
    pub fn code(&self) -> i32 {
        match self {
            Failure::Usage(_) => 2,
            Failure::Run(_) => 1,
            Failure::Closed => 0,
        }
    }

    /// The message.
    pub fn message(&self) -> &str {
        match self {
            Failure::Usage(m) | Failure::Run(m) => m,
            Failure::Closed => "",
        }
    }
}

/// Writes one line to standard output; a closed pipe becomes
/// [`Failure::Closed`] instead of a panic.
pub fn emit(line: std::fmt::Arguments) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    out.write_fmt(line)
        .and_then(|()| out.write_all(b"\n"))
        .map_err(|e| {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                Failure::Closed
            } else {
                Failure::Run(format!("cannot write the output: {e}"))
            }
        })
}

/// `println!` for the subcommands: writes through [`emit`] and returns
/// from the calling function on failure.
macro_rules! say {
    ($($arg:tt)*) => {
        crate::args::emit(format_args!($($arg)*))?
    };
}
pub(crate) use say;

/// Shorthand for a usage failure.
pub fn usage(msg: impl Into<String>) -> Failure {
    Failure::Usage(msg.into())
}

/// A parsed command line: positional words, options with values, switches.
pub struct Args {
    /// Words that are not options, in order.
    pub positional: Vec<String>,
    options: Vec<(String, String)>,
    switches: Vec<String>,
}

impl Args {
    /// Splits `args` given the names (without `--`) of the options that take
    /// a value and of the switches. `--name=value` is accepted too.
    ///
    /// # Errors
    ///
    /// A usage failure for an unknown option or a missing value.
    pub fn parse(
        command: &str,
        args: &[String],
        valued: &[&str],
        switches: &[&str],
    ) -> Result<Args, Failure> {
        let mut out = Args {
            positional: Vec::new(),
            options: Vec::new(),
            switches: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let Some(name) = arg.strip_prefix("--") else {
                out.positional.push(arg.clone());
                continue;
            };
            let (name, inline) = match name.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (name, None),
            };
            if valued.contains(&name) {
                let value = match inline {
                    Some(v) => v,
                    None => it
                        .next()
                        .cloned()
                        .ok_or_else(|| usage(format!("{command}: --{name} needs a value")))?,
                };
                out.options.push((name.to_string(), value));
            } else if switches.contains(&name) && inline.is_none() {
                out.switches.push(name.to_string());
            } else {
                return Err(usage(format!("{command}: unknown option '{arg}'")));
            }
        }
        Ok(out)
    }

    /// The last value given for option `name`.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether switch `name` was given.
    pub fn has(&self, name: &str) -> bool {
        self.switches.iter().any(|s| s == name)
    }

    /// Option `name` as a number, or `default` when absent. Underscores are
    /// allowed as digit separators (`2_000_000`).
    ///
    /// # Errors
    ///
    /// A usage failure when the value is not a non-negative integer.
    pub fn number(&self, command: &str, name: &str, default: u64) -> Result<u64, Failure> {
        match self.value(name) {
            None => Ok(default),
            Some(v) => parse_number(v).ok_or_else(|| {
                usage(format!(
                    "{command}: --{name} expects a non-negative integer, got '{v}'"
                ))
            }),
        }
    }

    /// The ruleset named by `--ruleset`, Copenhagen when absent.
    ///
    /// # Errors
    ///
    /// A usage failure listing the known ids.
    pub fn ruleset(&self, command: &str) -> Result<&'static Ruleset, Failure> {
        match self.value("ruleset") {
            None => Ok(&hnef::COPENHAGEN),
            Some(id) => Ruleset::by_id(id).map_err(|e| usage(format!("{command}: {e}"))),
        }
    }

    /// The position given by `--position`, the start position when absent.
    ///
    /// # Errors
    ///
    /// A usage failure naming what is wrong with the text.
    pub fn position(&self, command: &str) -> Result<Position, Failure> {
        match self.value("position") {
            None => Ok(Position::start()),
            Some(text) => notation::parse_position(text)
                .map_err(|e| usage(format!("{command}: bad --position: {e}"))),
        }
    }
}

/// Parses a non-negative integer with optional `_` separators.
pub fn parse_number(text: &str) -> Option<u64> {
    let digits: String = text.chars().filter(|&c| c != '_').collect();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// A count with thousands separators, e.g. `6,788`.
pub fn grouped(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A rate per second, or `-` when the time is too short to measure.
pub fn rate(count: u64, seconds: f64) -> String {
    if seconds <= 0.0 {
        "-".into()
    } else {
        grouped((count as f64 / seconds).round() as u64)
    }
}
