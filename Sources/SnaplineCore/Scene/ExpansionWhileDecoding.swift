/// Expansion done while the templates are decoded, for a scene without `repeat` (most large
/// files): there, template `t` is node `t`, so each template's node is linked (`decodeChildren`),
/// and recorded (`ExpansionRecords.add`: its id checked for uniqueness, its written keys, its
/// anchors counted) as it is appended, on the decoding thread (while the file is still being
/// read, when it is read on another). `expand(root:tableCount:)` then only hands the arrays over.
///
/// The first template that is not a single node (`NodeTemplate.isSingle`) ends it, and the
/// templates are expanded after decoding as any others. Either way each node is recorded by the
/// same `ExpansionRecords.add`, in node order: templates are appended in document order, which
/// is node order.
extension DecoderState {
    /// Records template `t`, just appended, as node `t`; the first template that is not a single
    /// node ends expansion while decoding.
    mutating func expandWhileDecoding(_ t: Int32) {
        guard expandsWhileDecoding else { return }
        let template = templates[Int(t)]
        guard template.isSingle else {
            stopExpandingWhileDecoding()
            return
        }
        records.add(node: t, template: t, template, id: idTexts[Int(t)], hash: template.idHash, explained: false, ids: idTexts,
                    anchors: prototypes[Int(t)].anchors.index.map { anchorLists[$0].count })
    }

    /// Ends expansion while decoding, letting go of what it recorded (the table's count starts again).
    mutating func stopExpandingWhileDecoding() {
        expandsWhileDecoding = false
        records = ExpansionRecords(expectedNodes: 0, seed: idSeed, nodesAreTemplates: true)
    }

    /// The scene's nodes, ids and table count when they were expanded while decoding (nil when
    /// not: then `expand` makes them). Reports the duplicate ids and fills in `perViewport`.
    mutating func takeEarlyExpansion(root: Int32) -> (nodes: [SceneNode], ids: [String?], tableCount: TableCount?)? {
        guard expandsWhileDecoding, root == 0, templates[0].instanceSize == templates.count else { return nil }
        let taken = records
        stopExpandingWhileDecoding()
        perViewport = PerViewportValues(mappings: writtenMappings, nodes: taken.writtenNodes, mappingOfNode: taken.writtenMappings)
        let nodes = prototypes
        prototypes = []
        let ids = idTexts
        idTexts = []
        reportDuplicates(taken.duplicates, nodes: nodes)
        return (nodes, ids, taken.tableCount)
    }
}
