// The operations of tag `account` of openapi/memorial-api.yaml: the caller's own name ('Uw
// naam'), read and changed by the caller only, asked once by the app.
import { normaliseLine } from "./condolences.ts";
import type { components } from "@memorial/api-types";
import type { Scheduler } from "../../scheduler/scheduler.ts";
import type { AccountStore } from "../../stores/account-store.ts";
import { requireCaller, type OperationHandlers } from "./operation.ts";

type Schemas = components["schemas"];

export function createAccountOperations(services: {
  accounts: AccountStore;
  scheduler: Scheduler;
}): OperationHandlers {
  const { accounts, scheduler } = services;
  return {
    getAccountProfile(input) {
      const caller = requireCaller(input.caller);
      return input.c.json(accounts.get(caller.email) satisfies Schemas["AccountProfile"]);
    },
    updateAccountProfile(input) {
      const caller = requireCaller(input.caller);
      const { name } = input.body as Schemas["AccountProfileUpdate"];
      const folded = normaliseLine(name ?? "");
      const saved = accounts.setName(
        caller.email,
        folded === "" ? null : folded,
        scheduler.clock.now(),
      );
      return input.c.json(saved satisfies Schemas["AccountProfile"]);
    },
  };
}
