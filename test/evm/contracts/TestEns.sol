// SPDX-License-Identifier: MIT
// Test-only ENS stand-ins for the name-lookup integration tests; compiled by buildArtifacts.ts.
// They answer exactly the calls ethers' EnsResolver makes (registry `resolver(bytes32)`,
// resolver `supportsInterface` and `addr(bytes32)`, universal resolver `requireResolver`).
pragma solidity ^0.8.20;

/// EIP-137 registry: a node's owner may hand out subnodes and pick the node's resolver.
contract TestEnsRegistry {
    struct Record {
        address owner;
        address resolver;
    }

    mapping(bytes32 => Record) private records;

    constructor() {
        records[bytes32(0)].owner = msg.sender;
    }

    modifier onlyOwner(bytes32 node) {
        require(records[node].owner == msg.sender, "TestEnsRegistry: not the owner");
        _;
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner)
        external
        onlyOwner(node)
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
    }

    function setResolver(bytes32 node, address newResolver) external onlyOwner(node) {
        records[node].resolver = newResolver;
    }
}

/// A resolver with only the ETH address profile (EIP-137 `addr`), not wildcard (ENSIP-10).
contract TestEnsResolver {
    TestEnsRegistry private immutable registry;
    mapping(bytes32 => address) private addresses;

    constructor(TestEnsRegistry registry_) {
        registry = registry_;
    }

    function setAddr(bytes32 node, address a) external {
        require(registry.owner(node) == msg.sender, "TestEnsResolver: not the owner");
        addresses[node] = a;
    }

    function addr(bytes32 node) external view returns (address) {
        return addresses[node];
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == 0x01ffc9a7 || id == 0x3b3b57de; // ERC-165, addr(bytes32)
    }
}

/// The resolver-finding half of ENS's Universal Resolver over a TestEnsRegistry: the
/// longest suffix of the DNS-encoded name with a resolver wins; a parent's resolver counts
/// only if it is a wildcard (ENSIP-10) resolver.
contract TestUniversalResolver {
    struct ResolverInfo {
        bytes name;
        uint256 offset;
        bytes32 node;
        address resolver;
        bool extended;
    }

    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);

    TestEnsRegistry private immutable registry;

    constructor(TestEnsRegistry registry_) {
        registry = registry_;
    }

    function requireResolver(bytes calldata name) external view returns (ResolverInfo memory info) {
        (info.resolver, info.node, info.offset) = find(name, 0);
        info.name = name;
        if (info.resolver == address(0)) revert ResolverNotFound(name);
        info.extended = isExtended(info.resolver);
        if (!info.extended && info.offset != 0) revert ResolverNotFound(name);
        if (info.resolver.code.length == 0) revert ResolverNotContract(name, info.resolver);
    }

    /// (resolver of the longest suffix that has one, namehash of name[at:], that suffix's offset)
    function find(bytes calldata name, uint256 at)
        private
        view
        returns (address found, bytes32 node, uint256 foundAt)
    {
        uint256 len = uint8(name[at]);
        if (len == 0) return (registry.resolver(bytes32(0)), bytes32(0), at);
        bytes32 label = keccak256(name[at + 1:at + 1 + len]);
        bytes32 parent;
        (found, parent, foundAt) = find(name, at + 1 + len);
        node = keccak256(abi.encodePacked(parent, label));
        address own = registry.resolver(node);
        if (own != address(0)) return (own, node, at);
    }

    function isExtended(address r) private view returns (bool) {
        (bool ok, bytes memory ret) =
            r.staticcall(abi.encodeWithSignature("supportsInterface(bytes4)", bytes4(0x9061b923)));
        return ok && ret.length >= 32 && abi.decode(ret, (bool));
    }
}
