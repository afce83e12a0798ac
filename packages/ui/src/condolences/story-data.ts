import type { CondolenceItem, NamedCandle } from "./types.js";

/** Example messages for the workshop, newest first. */
export const EXAMPLE_CONDOLENCES: CondolenceItem[] = [
  {
    id: "c5",
    name: "Marja Hoekstra",
    relation: "Buurvrouw",
    message:
      "Lieve familie,\n\nJohanna stond altijd klaar met koffie en een luisterend oor. Wij missen haar vrolijke groet over de heg. Veel sterkte in deze moeilijke tijd.",
    status: "approved",
    createdAt: "2026-11-20T14:03:12.000Z",
    own: false,
  },
  {
    id: "c4",
    name: "Kees van Dijk",
    relation: "Wandelvriend",
    message: "Al die zondagen over de heide: ze liep ons er allemaal uit. Ik denk aan jullie.",
    status: "approved",
    createdAt: "2026-11-19T09:41:00.000Z",
    own: false,
  },
  {
    id: "c3",
    name: "Familie Bos",
    relation: null,
    message: "Met warme gedachten aan Johanna en heel veel sterkte voor jullie allemaal.",
    status: "approved",
    createdAt: "2026-11-18T18:20:00.000Z",
    own: false,
  },
];

export const OWN_PENDING: CondolenceItem = {
  id: "c6",
  name: "Anna de Jong",
  relation: "Oud-collega bij de bibliotheek",
  message:
    "Johanna leerde mij het vak. Ik zal haar geduld en haar droge humor nooit vergeten.\nVeel sterkte.",
  status: "pending",
  createdAt: "2026-11-21T08:15:00.000Z",
  own: true,
};

export const MODERATION_ITEMS: CondolenceItem[] = [
  { ...OWN_PENDING, own: false, email: null },
  {
    id: "c7",
    name: "Pieter Smit",
    relation: "Neef",
    message: "Tante Jo, bedankt voor alle zomers in Zwolle.",
    status: "pending",
    createdAt: "2026-11-21T07:02:00.000Z",
    own: false,
    email: "pieter.smit@example.nl",
  },
  ...EXAMPLE_CONDOLENCES.slice(0, 2).map((item) => ({ ...item, email: null })),
  {
    id: "c2",
    name: "Onbekende afzender",
    relation: null,
    message: "Bezoek onze website voor goedkope aanbiedingen.",
    status: "hidden",
    createdAt: "2026-11-17T22:10:00.000Z",
    own: false,
    email: null,
  },
];

export const EXAMPLE_CANDLES: NamedCandle[] = [
  { id: "k1", name: "Anna", litAt: "2026-11-21T08:16:00.000Z" },
  { id: "k2", name: "Pieter en Els", litAt: "2026-11-20T20:00:00.000Z" },
  { id: "k3", name: "Kees", litAt: "2026-11-19T09:42:00.000Z" },
  { id: "k4", name: "De buren van nummer 12", litAt: "2026-11-18T12:00:00.000Z" },
];

/** A pause like a real call, so the workshop shows the busy states. */
export const pause = (ms = 600): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Example memories with photos (the workshop's sample photos). */
export function exampleMemories(photos: readonly string[]): CondolenceItem[] {
  return [
    {
      id: "m2",
      kind: "memory",
      name: "Kees van Dijk",
      relation: "Wandelvriend",
      message:
        "Elke eerste zondag van de maand liepen we over de Veluwe. Johanna had altijd een thermoskan koffie bij zich en wist precies waar de heide het mooist bloeide.\n\nIn 2019 liepen we samen het Pieterpad uit. Op de laatste dag regende het de hele dag, en zij zong het hele stuk.",
      photos: [
        { url: photos[0] ?? "", caption: "Op de heide bij Ermelo, augustus 2019" },
        { url: photos[1] ?? "", caption: null },
      ],
      status: "approved",
      createdAt: "2026-11-21T10:12:00.000Z",
      own: false,
    },
    {
      id: "m1",
      kind: "memory",
      name: "Anna de Jong",
      relation: "Oud-collega",
      message:
        "Johanna leerde mij de kaartcatalogus kennen. Niemand vond sneller een boek dan zij.",
      photos: [],
      status: "approved",
      createdAt: "2026-11-20T16:40:00.000Z",
      own: false,
    },
  ];
}
