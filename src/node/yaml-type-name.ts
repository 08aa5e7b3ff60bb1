import { fileCollections } from '../content-model/collections'

/** Gives each YAML file the GraphQL type its collection declares (e.g. settings/company.yaml → CompanyYaml). */
export function yamlTypeName({ node }: { node: { relativePath?: string } }): string {
  const collection = fileCollections.find((c) => c.file === node.relativePath)
  // Unknown files never get this far: check-content refuses them before sourcing.
  return collection?.typeName ?? 'UnmodelledYaml'
}
