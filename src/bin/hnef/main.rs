//! `hnef`: the native command-line tool. Subcommands live in their own files.

mod matches;
mod uci;

fn usage() -> &'static str {
    "usage: hnef <command> [options]\n\
     commands:\n\
     \x20 perft DEPTH [--position TEXT] [--ruleset ID] [--divide]\n\
     \x20 bench [--plies N] [--seed S] [--ruleset ID]\n\
     \x20 replay FILE...\n\
     \x20 uci\n\
     \x20 match ...\n"
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
