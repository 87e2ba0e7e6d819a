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

/**
 * The routes that end the caller's own session: fuzzed last, or every call after them is a 401.
 * DELETE /org among them: it asks for the organisation's name, which a fuzzer does not guess, but
 * if it did, the organisation and the session would be gone for every later pass.
 */
const SESSION_ENDING_ROUTES = '^/(auth/(logout|sign-out-everywhere)|org)$';

const checks = ['--checks', 'not_a_server_error,response_schema_conformance,documented_503'];

export const PASSES: Pass[] = [
  {
    name: 'staff',
    what: 'every operation, signed in (bearer token)',
    caller: 'staff',
    args: [
      ...checks,
      '--phases',
      'examples,coverage,fuzzing,stateful',
      '--exclude-path-regex',
      SESSION_ENDING_ROUTES,
    ],
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
  {
    name: 'session-end',
    what: 'logout, sign out everywhere and deleting the organisation, signed in — last: they end the session the passes use',
    caller: 'staff',
    args: [
      ...checks,
      '--phases',
      'examples,coverage,fuzzing',
      '--include-path-regex',
      SESSION_ENDING_ROUTES,
    ],
  },
];
