// The fuzzer's passes (tests/fuzz/main.ts runs them in this order); their bounds are in
// schemathesis.toml.

export interface Pass {
  name: string;
  what: string;
  /** Whose credentials the requests carry. */
  caller: 'staff' | 'visitor';
  /** Schemathesis options of this pass (on top of schemathesis.toml). */
  args: string[];
}

/** The website chat's public routes: what a visitor of an organisation's site can call. */
const WIDGET_ROUTES = '^/chat/(ask|history|clear|visitor|widget-config)$';

const checks = ['--checks', 'not_a_server_error,response_schema_conformance,documented_503'];

export const PASSES: Pass[] = [
  {
    name: 'staff',
    what: 'every operation, signed in (bearer token)',
    caller: 'staff',
    args: [...checks, '--phases', 'examples,coverage,fuzzing,stateful'],
  },
  {
    name: 'widget',
    what: 'the website chat as a visitor (Org-Token and Visitor-Token, no bearer token)',
    caller: 'visitor',
    args: [
      ...checks,
      '--phases',
      'examples,coverage,fuzzing',
      '--include-path-regex',
      WIDGET_ROUTES,
    ],
  },
];
