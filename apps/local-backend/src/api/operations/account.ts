// The operations of tag `account` of openapi/memorial-api.yaml: the caller's own name ('Uw
// naam'), read and changed by the caller only, asked once by the app, and 'Mijn gegevens
// downloaden': everything kept about the caller's account as one JSON file.
import { normaliseLine } from "./condolences.ts";
import type { components } from "@memorial/api-types";
import type { Scheduler } from "../../scheduler/scheduler.ts";
import type { AccountStore } from "../../stores/account-store.ts";
import type { CondolenceStore } from "../../stores/condolence-store.ts";
import type { OwnershipStore } from "../../stores/ownership-store.ts";
import type { ProfileStore } from "../../stores/profile-store.ts";
import { requireCaller, type OperationHandlers } from "./operation.ts";

type Schemas = components["schemas"];

export function createAccountOperations(services: {
  accounts: AccountStore;
  scheduler: Scheduler;
  profiles: ProfileStore;
  ownership: OwnershipStore;
  condolences: CondolenceStore;
}): OperationHandlers {
  const { accounts, scheduler, profiles, ownership, condolences } = services;
  return {
    exportAccount(input) {
      const caller = requireCaller(input.caller);
      const email = caller.email.toLowerCase();
      const pageNames = new Map<string, string>();
      const pageName = (id: string) => {
        if (!pageNames.has(id)) pageNames.set(id, profiles.get(id)?.name ?? "");
        return pageNames.get(id) ?? "";
      };
      const body: Schemas["AccountExport"] = {
        exportedAt: scheduler.clock.now().toISOString(),
        account: { email, name: accounts.get(email).name },
        pages: profiles.listForEmail(email).map(({ profile, level }) => ({
          id: profile.id,
          address: profile.address,
          name: profile.name,
          role: ownership.ownerOf(profile.id) === email ? "owner" : level,
        })),
        messages: condolences.writtenBy(caller.sub, email).map((m) => ({
          id: m.id,
          profileId: m.profileId,
          pageName: pageName(m.profileId),
          kind: m.kind,
          name: m.name,
          message: m.message,
          relation: m.relation,
          status: m.status,
          createdAt: m.createdAt,
          email: m.writerEmail,
          thankYouAddress: m.thankYouAddress,
          ...(m.kind === "memory"
            ? { photos: m.photos.map((photo) => ({ url: photo.url, caption: photo.caption })) }
            : {}),
        })),
      };
      return input.c.json(body, 200, {
        "Content-Disposition": 'attachment; filename="mijn-gegevens.json"',
        "Cache-Control": "private, no-store",
      });
    },
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
