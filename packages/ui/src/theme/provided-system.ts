import type { SystemContext } from "@chakra-ui/react";
import { css as serialize } from "@emotion/react";

const provided = new WeakMap<SystemContext, SystemContext>();

/**
 * The system as the app's providers give it to `ChakraProvider`: the same system with its global
 * styles (the reset, the theme's global CSS and its over 600 custom properties) serialised by
 * Emotion once. `ChakraProvider` renders them with Emotion's `Global`, which serialises and hashes
 * what it is given on every render; given them serialised it only looks them up. On the server
 * that is every request, three times (the view and the register's and the follow form's scope).
 * The CSS, its name and so the markup are the same (provided-system.test.tsx).
 */
export function providedSystem(system: SystemContext): SystemContext {
  let copy = provided.get(system);
  if (copy === undefined) {
    copy = { ...system, _global: serialize(system._global as never) as never };
    provided.set(system, copy);
  }
  return copy;
}
