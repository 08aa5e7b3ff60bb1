/**
 * A stylesheet as rules, each with the names an element must have for it to apply: what the post-build
 * stage keeps of a stylesheet for a page's first screen (first-screen-css.ts). Build only.
 */
import { parse as parseSelector, type Selector } from 'css-what'
import postcss, { type ChildNode, type Container } from 'postcss'

/** A rule with the at-rules around it, and for each of its selectors the names it needs present to match. */
export type CssRule = { context: string[]; text: string; needs: string[][] }

/**
 * The type, `.class`, `#id` and `[attribute]` names a selector needs some element to have: which is
 * necessary for it to match, so a rule whose selectors each lack one cannot apply. Pseudo-classes
 * and combinators are not looked at; a selector made of them alone (`:root:lang(ar)`) is kept.
 */
const needs = (selector: Selector[][]): string[] =>
  selector.flat().flatMap((token) => {
    if (token.type !== 'attribute') return token.type === 'tag' ? [token.name] : []
    const simple = { class: token.action === 'element' && `.${token.value}`, id: token.action === 'equals' && `#${token.value}` }
    return [simple[token.name as keyof typeof simple] || `[${token.name}]`]
  })

/** A stylesheet's rules in order; at-rules without rules inside (@font-face, @keyframes) are kept whole. */
export function cssRules(css: string): CssRule[] {
  const rules: CssRule[] = []
  const walk = (container: Container<ChildNode>, context: string[]) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'rule') rules.push({ context, text: node.toString(), needs: node.selectors.map((s) => needs(parseSelector(s))) })
      else if (node.type === 'atrule' && node.nodes && !/keyframes$/i.test(node.name) && node.nodes.some((n) => n.type !== 'decl'))
        walk(node, [...context, `@${node.name} ${node.params}`])
      else if (node.type === 'atrule') rules.push({ context, text: node.toString(), needs: [[]] })
    }
  }
  walk(postcss.parse(css), [])
  return rules
}

/**
 * A stylesheet's @font-face rules, in their order, and the stylesheet without them: a page keeps its faces in a
 * style of their own, since Chromium lays every text out again whenever a document's @font-face rules change.
 */
export function fontFacesApart(css: string, file: string): { faces: string; rest: string } {
  const root = postcss.parse(css)
  const faces: string[] = []
  root.walkAtRules(/^font-face$/i, (face) => {
    if (face.parent !== root)
      throw new Error(`${file}: an @font-face rule inside ${face.parent?.toString().slice(0, 40)}, which a page's faces cannot keep`)
    faces.push(face.toString())
    face.remove()
  })
  return { faces: faces.join(''), rest: root.toString() }
}
