//! `hnef`: the native command-line tool. Subcommands live in their own files.

mod args;
mod bench;
mod calibrate;
mod endgames;
mod matches;
mod openings;
mod perft;
mod puzzles;
mod replay;
mod sprt;
mod uci;

fn usage() -> &'static str {
    "usage: hnef <command> [options]\n\
     commands:\n\
     \x20 perft DEPTH [--position TEXT] [--ruleset ID] [--divide]\n\
     \x20 bench [--plies N] [--seed S] [--ruleset ID] [--movegen] | bench --search [--depth D]\n\
     \x20 replay FILE... [--ruleset ID]\n\
     \x20 uci\n\
     \x20 match PLAYER_A PLAYER_B [--pairs N] [--sprt ELO0,ELO1[,ALPHA,BETA]] [--concurrency N] ...\n\
     \x20 endgames build [--pairs N] [--boxed] [--out FILE] ... | endgames run [--file FILE] [--player SPEC] [--max-plies N] [--moves]\n\
     \x20 openings [--from CSV] [--out FILE] [--nodes N] [--margin CP] [--count N]\n\
     \x20 puzzles [--data FILE] [--out FILE] [--nodes N] [--scan-nodes N] [--games N] [--max N]\n\
     \x20 calibrate [--data FILE] [--games N] [--nodes N] [--every K] [--expert-every K] [--expert-ms MS] [--threads N]\n"
}

/// Passes a run failure on to the common error path (exit code 1), ends a
/// usage failure here with exit code 2, and stops quietly when the reader of
/// the output went away.
fn with_usage_exit(result: Result<(), args::Failure>) -> Result<(), String> {
    match result {
        Ok(()) | Err(args::Failure::Closed) => Ok(()),
        Err(args::Failure::Run(msg)) => Err(msg),
        Err(usage @ args::Failure::Usage(_)) => {
            eprintln!("hnef: {}", usage.message());
            eprintln!("run 'hnef help' for the commands and their options");
            std::process::exit(usage.code());
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(cmd) = args.first() else {
        eprint!("{}", usage());
        std::process::exit(2);
    };
    let rest = &args[1..];
    let result = match cmd.as_str() {
        "uci" => uci::main(rest),
        "match" => matches::main(rest),
        "perft" => with_usage_exit(perft::main(rest)),
        "bench" => with_usage_exit(bench::main(rest)),
        "endgames" => with_usage_exit(endgames::main(rest)),
        "openings" => with_usage_exit(openings::main(rest)),
        "replay" => with_usage_exit(replay::main(rest)),
        "puzzles" => with_usage_exit(puzzles::main(rest)),
        "calibrate" => with_usage_exit(calibrate::main(rest)),
        "help" | "--help" | "-h" => {
            print!("{}", usage());
            Ok(())
        }
        other => Err(format!("unknown command '{other}'\n{}", usage())),
    };
    if let Err(e) = result {
        eprintln!("hnef: {e}");
        std::process::exit(1);
    }
}
