/**
 * Beside an entry's Address, once the editor changes it: which old addresses will lead to the new
 * one when the change is published, in each edition (renamed-addresses.ts).
 */
import React, { useEffect, useState } from 'react'
import type { Collection } from '@src/content-model/types'
import type { AddressRecord } from '@src/lib/shared/redirects'
import type { DraftEntry } from '../publish-guard'
import { renamedAddresses, siteAddressRecord } from '../renamed-addresses'
import { knownSiteIndex, siteIndex, type SiteIndex } from '../site-index'
import { adminPhrase, listed } from '../admin-language'

export function RenameNote({ model, entry }: { model: Collection; entry: DraftEntry }) {
  const [index, setIndex] = useState<SiteIndex | undefined>(knownSiteIndex)
  const [record, setRecord] = useState<AddressRecord>({})
  useEffect(() => {
    siteIndex().then(setIndex, () => undefined)
    void siteAddressRecord().then(setRecord)
  }, [])
  const addresses = renamedAddresses(model, entry, index, record)
  if (addresses.length === 0) return null
  return (
    <p className="rename-note" role="status">
      {adminPhrase('renamed', { addresses: listed(addresses) })}
    </p>
  )
}
