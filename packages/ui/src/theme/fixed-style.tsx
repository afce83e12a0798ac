/**
 * Elements whose Chakra styles never change, resolved once per system instead of on every render.
 *
 * A Chakra element (`<Text color="fg.muted" fontSize="sm">`) works out its CSS on every render:
 * it splits its props into style and HTML props, runs its recipe, turns the style props into a
 * CSS object with the theme's tokens and conditions, and Emotion serialises and hashes that
 * object. For the visitor's view that is most of the server render's CPU time, and nearly all of
 * it is the same work again: the view's elements take styles written in the source, not styles
 * that depend on the page. `fixedStyle` writes such a style down once (the props the Chakra
 * component would get, in the same order); `fixedElement` renders a host element with it. The
 * CSS object is worked out with the same Chakra functions the component uses, the first time the
 * element renders under a system, and serialised by Emotion once; after that a render costs a
 * lookup. The markup, the class names and the CSS are exactly those of the Chakra element
 * (fixed-style.test.tsx compares them).
 */
import { useChakraContext, type SystemContext, type SystemStyleObject } from "@chakra-ui/react";
import {
  __unsafe_useEmotionCache as useEmotionCache,
  jsx,
  css as serialize,
  type SerializedStyles,
} from "@emotion/react";
import { insertStyles } from "@emotion/utils";
import {
  createElement,
  type ComponentPropsWithRef,
  type JSXElementConstructor,
  type ReactElement,
} from "react";

type StyleProps = Readonly<Record<string, unknown>>;

/** What a Chakra component would be given, written once. */
export interface FixedStyle {
  /**
   * The recipe of the component it stands for (`"heading"` for `Heading`, `"text"` for `Text`,
   * `"container"` for `Container`); none for `Box` and `chakra.*`.
   */
  readonly recipe?: string;
  /**
   * The slot recipe and the slot of a part of a component with parts (`Field.Label`: the
   * `field` recipe's `label`), instead of `recipe`.
   */
  readonly slotRecipe?: { readonly key: string; readonly slot: string };
  /** The recipe's variant props (`size`, `variant`), as given to the component. */
  readonly variants?: StyleProps;
  /** The class the component adds of its own (`Stack`: `chakra-stack`). */
  readonly className?: string;
  /** The style props (and `css`) in the order the component passes them on. */
  readonly props: StyleProps;
}

/** A fixed style: its identity is what the resolved CSS is kept under. */
export function fixedStyle(style: FixedStyle): FixedStyle {
  return Object.freeze(style);
}

/** `Box` and `chakra.*`: the style props as they are. */
export function boxStyle(props: StyleProps): FixedStyle {
  return fixedStyle({ props });
}

/** `Text`: the `text` recipe (empty in this theme) and the style props. */
export function textStyle(props: StyleProps): FixedStyle {
  return fixedStyle({ recipe: "text", props });
}

/** `Heading` with its recipe's variants. */
export function headingStyle(props: StyleProps, variants: StyleProps = {}): FixedStyle {
  return fixedStyle({ recipe: "heading", variants, props });
}

/**
 * The title of a block under the story (the candle, the condolence and memory forms, 'Op de
 * hoogte blijven'): the heading font at the body's weight, a size larger on wide screens.
 */
export function blockTitleStyle(props: StyleProps = {}): FixedStyle {
  return headingStyle({
    fontFamily: "heading",
    fontWeight: "normal",
    fontSize: { base: "xl", md: "2xl" },
    ...props,
  });
}

/** `Button` with its recipe's variants (give the element `type="button"` as Button does). */
export function buttonStyle(props: StyleProps, variants: StyleProps = {}): FixedStyle {
  return fixedStyle({ recipe: "button", variants, props });
}

/** A part of a component with a slot recipe (`Field.Label`: `slotStyle("field", "label")`). */
export function slotStyle(key: string, slot: string, props: StyleProps = {}): FixedStyle {
  return fixedStyle({ slotRecipe: { key, slot }, props });
}

/** `Stack`'s props as it passes them on (column and a gap of 0.5rem unless given). */
export function stackStyle({
  direction = "column",
  align,
  justify,
  gap = "0.5rem",
  wrap,
  ...rest
}: {
  direction?: unknown;
  align?: unknown;
  justify?: unknown;
  gap?: unknown;
  wrap?: unknown;
} & StyleProps): FixedStyle {
  return fixedStyle({
    className: "chakra-stack",
    props: {
      display: "flex",
      alignItems: align,
      justifyContent: justify,
      flexDirection: direction,
      flexWrap: wrap,
      gap,
      ...rest,
    },
  });
}

/** `Flex`'s props as it passes them on: the flex props become its `css`. */
export function flexStyle({
  direction,
  align,
  justify,
  wrap,
  ...rest
}: {
  direction?: unknown;
  align?: unknown;
  justify?: unknown;
  wrap?: unknown;
} & StyleProps): FixedStyle {
  return fixedStyle({
    props: {
      ...rest,
      css: {
        display: "flex",
        flexDirection: direction,
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap,
        flexBasis: undefined,
        flexGrow: undefined,
        flexShrink: undefined,
        ...(rest.css as object | undefined),
      },
    },
  });
}

function withoutUndefined(props: StyleProps): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) if (value !== undefined) copy[key] = value;
  return copy;
}

function listOf(value: unknown): unknown[] {
  return (Array.isArray(value) ? value : [value]).filter(Boolean).flat();
}

/** What `getRecipeFn` gives (Chakra types it `any`): the part of a recipe function used here. */
interface RecipeFn {
  (variants: StyleProps): SystemStyleObject;
  className?: string | undefined;
  splitVariantProps(props: StyleProps): [StyleProps, Record<string, unknown>];
}

function recipeOf(system: SystemContext, key: string): RecipeFn {
  return system.getRecipeFn(key) as RecipeFn;
}

/** What `getSlotRecipeFn` gives: styles per slot, and each slot's class. */
interface SlotRecipeFn {
  (variants: StyleProps): Record<string, SystemStyleObject | undefined>;
  classNameMap: Record<string, string | undefined>;
  splitVariantProps(props: StyleProps): [StyleProps, Record<string, unknown>];
}

function slotRecipeOf(system: SystemContext, key: string): SlotRecipeFn {
  return system.getSlotRecipeFn(key) as SlotRecipeFn;
}

/**
 * The CSS object Chakra's factory makes of the style: the recipe's styles and `css` before the
 * style props (createRecipeContext), an empty variant set for the plain element, then `css()`.
 */
function chakraCss(system: SystemContext, style: FixedStyle): object {
  let props: Record<string, unknown> = { ...style.props };
  if (style.recipe !== undefined) {
    const recipe = recipeOf(system, style.recipe);
    const [variantProps, localProps] = recipe.splitVariantProps({
      ...style.variants,
      ...props,
    });
    props = { ...localProps, css: [recipe(variantProps), props.css] };
  } else if (style.slotRecipe !== undefined) {
    // createSlotRecipeContext: the root's variant props choose every slot's styles.
    const recipe = slotRecipeOf(system, style.slotRecipe.key);
    const [variantProps, localProps] = recipe.splitVariantProps({
      ...style.variants,
      ...props,
    });
    props = { ...localProps, css: [recipe(variantProps)[style.slotRecipe.slot], props.css] };
  }
  props = withoutUndefined(props);
  const { css: cssStyles, ...propStyles } = props;
  const base = system.cva({})({ colorPalette: props.colorPalette, orientation: props.orientation });
  return system.css(
    base,
    ...(listOf(cssStyles) as SystemStyleObject[]),
    propStyles as SystemStyleObject,
  );
}

/** A fixed style under one system: its CSS serialised, and the classes around the given one. */
interface Resolved {
  readonly css: SerializedStyles;
  /** The recipe's class and the component's own, which come before the given class. */
  readonly before: string;
  /** A slot's class, which comes after the given class. */
  readonly after: string;
}

/**
 * The classes in the order Chakra's `cx` joins them: the recipe's, the component's own, then the
 * given one; a slot's after the given one.
 */
function classesOf(system: SystemContext, style: FixedStyle): Pick<Resolved, "before" | "after"> {
  if (style.slotRecipe !== undefined) {
    const { key, slot } = style.slotRecipe;
    return { before: "", after: slotRecipeOf(system, key).classNameMap[slot] ?? "" };
  }
  const recipeClass =
    style.recipe === undefined ? undefined : recipeOf(system, style.recipe).className;
  return { before: [recipeClass, style.className].filter(Boolean).join(" "), after: "" };
}

const resolvedBySystem = new WeakMap<SystemContext, WeakMap<FixedStyle, Resolved>>();

function resolved(system: SystemContext, style: FixedStyle): Resolved {
  let bySystem = resolvedBySystem.get(system);
  if (bySystem === undefined) {
    bySystem = new WeakMap();
    resolvedBySystem.set(system, bySystem);
  }
  let found = bySystem.get(style);
  if (found === undefined) {
    found = { css: serialize(chakraCss(system, style) as never), ...classesOf(system, style) };
    bySystem.set(style, found);
  }
  return found;
}

function classOf({ before, after }: Resolved, given: string | undefined): string {
  return [before, given, after].filter(Boolean).join(" ");
}

/** No document: the server render (the Worker, or Node). */
const ON_SERVER = typeof document === "undefined";

type Tag = keyof React.JSX.IntrinsicElements | JSXElementConstructor<{ className?: string }>;

/**
 * An element with a fixed style: `const Muted = fixedElement("p", textStyle({ color:
 * "fg.muted" }))`, then `<Muted>…</Muted>` with the element's own props (no style props). The
 * tag may be a component that takes a class name (an unstyled Ark UI part: `Field.Label`).
 */
export function fixedElement<T extends Tag>(tag: T, style: FixedStyle) {
  const isStringTag = typeof tag === "string";
  function FixedElement(props: ComponentPropsWithRef<T>): ReactElement {
    const system = useChakraContext();
    const cache = useEmotionCache();
    const { className: given, ...rest } = props;
    const found = resolved(system, style);
    // Outside a browser (the render function), what Emotion's `css` prop would do, without its
    // wrapper: the class's rules into the render's cache, and the element with the class (the
    // given names as Emotion joins them, one space apart). Emotion's own way is taken in a
    // browser (it inserts the rules in an insertion effect) and when a given class is one of
    // Emotion's (it would merge the styles).
    if (ON_SERVER && cache !== null) {
      const givenNames = given?.split(" ").filter(Boolean) ?? [];
      if (givenNames.every((name) => cache.registered[name] === undefined)) {
        insertStyles(cache, found.css, isStringTag);
        const own = classOf(found, givenNames.join(" "));
        const full = `${own === "" ? "" : `${own} `}${cache.key}-${found.css.name}`;
        // Where Emotion would put the class: after the props unless the element has a class of
        // its own (`Stack`'s), which comes first.
        return createElement(
          tag,
          style.className === undefined || own === ""
            ? { ...rest, className: full }
            : { className: full, ...rest },
        );
      }
    }
    const className = classOf(found, given);
    const classProp = className === "" ? {} : { className };
    // Emotion's `jsx` types its tag as a host element's name; a component is as welcome. `Stack`
    // (a component class of its own) names its class before the element's props, the others
    // after them: the attributes come out in Chakra's order.
    const elementProps = {
      ...(style.className === undefined ? { ...rest, ...classProp } : { ...classProp, ...rest }),
      css: found.css,
    };
    return jsx(tag as "div", elementProps as never);
  }
  const named = tag as { displayName?: string; name?: string } | string;
  FixedElement.displayName = `Fixed(${typeof named === "string" ? named : (named.displayName ?? named.name ?? "")})`;
  return FixedElement;
}

/** A heading with a fixed style at either level a place on the page may ask for. */
export function fixedHeadings(style: FixedStyle) {
  return { h2: fixedElement("h2", style), h3: fixedElement("h3", style) };
}
